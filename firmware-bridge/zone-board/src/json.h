// Just enough JSON for the protocol: a writer for the board's payloads and a parser for the hub's
// requests, which are flat objects of strings, integers and booleans (PROTOCOL.md).
#pragma once

#include <cstdint>
#include <map>
#include <string>

namespace zoneboard {

// Appends s as a JSON string literal, quotes included.
void appendJsonString(std::string& out, const std::string& s);

struct JsonValue {
  enum class Type { String, Integer, Boolean, Null } type = Type::Null;
  std::string string;
  int64_t integer = 0;
  bool boolean = false;
};

// Parses a flat JSON object. False on anything else (nesting, fractions, bad syntax, duplicate
// keys, more than maxBytes); error then says why.
bool parseFlatObject(const std::string& text, std::map<std::string, JsonValue>& out, std::string& error,
                     size_t maxBytes = 1024);

}  // namespace zoneboard
