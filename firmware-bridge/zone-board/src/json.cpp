#include "json.h"

#include <cctype>
#include <cstdio>

namespace zoneboard {

void appendJsonString(std::string& out, const std::string& s) {
  out.push_back('"');
  for (unsigned char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out.push_back(static_cast<char>(c));
        }
    }
  }
  out.push_back('"');
}

namespace {

class Parser {
 public:
  explicit Parser(const std::string& text) : s_(text) {}

  bool object(std::map<std::string, JsonValue>& out, std::string& error) {
    skip();
    if (!eat('{')) return fail(error, "expected an object");
    skip();
    if (eat('}')) return end(error);
    for (;;) {
      std::string key;
      skip();
      if (!string(key)) return fail(error, "expected a string key");
      skip();
      if (!eat(':')) return fail(error, "expected ':'");
      skip();
      JsonValue value;
      if (!scalar(value)) return fail(error, "expected a string, integer, boolean or null");
      if (!out.emplace(key, value).second) return fail(error, "duplicate key " + key);
      skip();
      if (eat('}')) return end(error);
      if (!eat(',')) return fail(error, "expected ',' or '}'");
    }
  }

 private:
  const std::string& s_;
  size_t i_ = 0;

  bool fail(std::string& error, const std::string& why) {
    error = why;
    return false;
  }
  bool end(std::string& error) {
    skip();
    return i_ == s_.size() || fail(error, "trailing characters");
  }
  void skip() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\n' || s_[i_] == '\r' || s_[i_] == '\t')) ++i_;
  }
  bool eat(char c) {
    if (i_ < s_.size() && s_[i_] == c) {
      ++i_;
      return true;
    }
    return false;
  }
  bool literal(const char* word) {
    size_t n = 0;
    while (word[n] != '\0') ++n;
    if (s_.compare(i_, n, word) != 0) return false;
    i_ += n;
    return true;
  }
  bool string(std::string& out) {
    if (!eat('"')) return false;
    while (i_ < s_.size()) {
      unsigned char c = static_cast<unsigned char>(s_[i_++]);
      if (c == '"') return true;
      if (c < 0x20) return false;
      if (c != '\\') {
        out.push_back(static_cast<char>(c));
        continue;
      }
      if (i_ >= s_.size()) return false;
      char e = s_[i_++];
      switch (e) {
        case '"': out.push_back('"'); break;
        case '\\': out.push_back('\\'); break;
        case '/': out.push_back('/'); break;
        case 'n': out.push_back('\n'); break;
        case 't': out.push_back('\t'); break;
        case 'r': out.push_back('\r'); break;
        case 'b': out.push_back('\b'); break;
        case 'f': out.push_back('\f'); break;
        // Request fields are ASCII identifiers; a \u escape can only be a wrong value, refuse it.
        default: return false;
      }
    }
    return false;
  }
  bool scalar(JsonValue& v) {
    if (i_ >= s_.size()) return false;
    char c = s_[i_];
    if (c == '"') {
      v.type = JsonValue::Type::String;
      return string(v.string);
    }
    if (literal("true")) {
      v.type = JsonValue::Type::Boolean;
      v.boolean = true;
      return true;
    }
    if (literal("false")) {
      v.type = JsonValue::Type::Boolean;
      return true;
    }
    if (literal("null")) return true;
    bool negative = eat('-');
    if (i_ >= s_.size() || !std::isdigit(static_cast<unsigned char>(s_[i_]))) return false;
    int64_t n = 0;
    int digits = 0;
    while (i_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_]))) {
      if (++digits > 15) return false;  // beyond any value the protocol uses
      n = n * 10 + (s_[i_++] - '0');
    }
    if (i_ < s_.size() && (s_[i_] == '.' || s_[i_] == 'e' || s_[i_] == 'E')) return false;
    v.type = JsonValue::Type::Integer;
    v.integer = negative ? -n : n;
    return true;
  }
};

}  // namespace

bool parseFlatObject(const std::string& text, std::map<std::string, JsonValue>& out, std::string& error,
                     size_t maxBytes) {
  out.clear();
  if (text.size() > maxBytes) {
    error = "request too large";
    return false;
  }
  Parser parser(text);
  return parser.object(out, error);
}

}  // namespace zoneboard
