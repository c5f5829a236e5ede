#include "protocol.h"

#include <map>

#include "json.h"

namespace zoneboard {

std::string topicBase(const BoardId& id) { return "mirrormat/" + id.hub + "/" + id.table + "/board/" + id.board; }
std::string zoneTopic(const BoardId& id, int antenna) { return topicBase(id) + "/zone/" + std::to_string(antenna); }
std::string availabilityTopic(const BoardId& id) { return topicBase(id) + "/availability"; }
std::string statusTopic(const BoardId& id) { return topicBase(id) + "/status"; }
std::string requestFilter(const BoardId& id) { return topicBase(id) + "/request/+"; }
std::string responseTopic(const BoardId& id, const std::string& command) {
  return topicBase(id) + "/response/" + command;
}

std::string hubAvailabilityTopic(const BoardId& id) { return "mirrormat/" + id.hub + "/availability"; }

bool parseHubAvailability(const std::string& payload, bool& online, std::string& session) {
  std::map<std::string, JsonValue> fields;
  std::string error;
  if (!parseFlatObject(payload, fields, error)) return false;
  auto v = fields.find("v");
  auto state = fields.find("state");
  if (v == fields.end() || v->second.type != JsonValue::Type::Integer || v->second.integer != kProtocolVersion) return false;
  if (state == fields.end() || state->second.type != JsonValue::Type::String) return false;
  if (state->second.string != "online" && state->second.string != "offline") return false;
  auto sessionField = fields.find("session");
  if (sessionField != fields.end() && sessionField->second.type != JsonValue::Type::String) return false;
  online = state->second.string == "online";
  session = sessionField == fields.end() ? std::string() : sessionField->second.string;
  return true;
}

static void appendUids(std::string& out, const std::vector<std::string>& uids) {
  out += '[';
  for (size_t i = 0; i < uids.size(); ++i) {
    if (i > 0) out += ',';
    appendJsonString(out, uids[i]);
  }
  out += ']';
}

static std::string truncated(const std::string& s, size_t max) { return s.size() <= max ? s : s.substr(0, max); }

std::string encodeReport(const Report& report) {
  std::string out = "{\"v\":1,\"seq\":" + std::to_string(report.seq) + ",\"reading\":{\"kind\":";
  const Observation& seen = report.seen;
  switch (seen.kind) {
    case SeenKind::Absent:
      out += "\"absent\"";
      break;
    case SeenKind::Present:
      out += "\"present\",\"uid\":";
      appendJsonString(out, seen.uids.empty() ? std::string() : seen.uids.front());
      if (!seen.cardId.empty()) {
        out += ",\"cardId\":";
        appendJsonString(out, seen.cardId);
      }
      break;
    case SeenKind::Several:
      out += "\"several\",\"uids\":";
      appendUids(out, seen.uids);
      break;
    case SeenKind::Unreadable:
      out += "\"unreadable\",\"reason\":";
      appendJsonString(out, truncated(seen.reason.empty() ? std::string("unreadable") : seen.reason, 64));
      break;
  }
  out += "},\"uptimeMs\":" + std::to_string(report.uptimeMs) + "}";
  return out;
}

std::string encodeAvailability(bool online) {
  return online ? "{\"v\":1,\"state\":\"online\"}" : "{\"v\":1,\"state\":\"offline\"}";
}

std::string encodeStatus(const StatusInfo& s) {
  std::string out = "{\"v\":1,\"firmware\":";
  appendJsonString(out, s.firmware);
  out += ",\"antennas\":[";
  for (size_t i = 0; i < s.antennas.size(); ++i) {
    const AntennaHealth& a = s.antennas[i];
    if (i > 0) out += ',';
    out += "{\"antenna\":" + std::to_string(a.antenna) + ",\"ok\":" + (a.ok ? "true" : "false") +
           ",\"resets\":" + std::to_string(a.resets) + "}";
  }
  out += "],\"rssi\":" + std::to_string(s.rssi) + ",\"uptimeS\":" + std::to_string(s.uptimeS) +
         ",\"pollIntervalMs\":" + std::to_string(s.pollIntervalMs) + ",\"nextSeq\":" + std::to_string(s.nextSeq) +
         ",\"buffer\":{\"used\":" + std::to_string(s.bufferUsed) + ",\"capacity\":" + std::to_string(s.bufferCapacity) +
         ",\"dropped\":" + std::to_string(s.bufferDropped) + "}}";
  return out;
}

std::string encodeResponseOk(const std::string& requestId, const std::string& uid) {
  std::string out = "{\"v\":1,\"id\":";
  appendJsonString(out, requestId);
  out += ",\"status\":\"ok\"";
  if (!uid.empty()) {
    out += ",\"uid\":";
    appendJsonString(out, uid);
  }
  out += '}';
  return out;
}

std::string encodeResponseError(const std::string& requestId, const std::string& error) {
  std::string out = "{\"v\":1,\"id\":";
  appendJsonString(out, requestId);
  out += ",\"status\":\"error\",\"error\":";
  appendJsonString(out, truncated(error.empty() ? std::string("failed") : error, 128));
  out += '}';
  return out;
}

static bool isLowerAlnum(char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); }
static bool isAlnum(char c) { return isLowerAlnum(c) || (c >= 'A' && c <= 'Z'); }

bool isValidCardId(const std::string& cardId) {
  // ^[a-z0-9]+-[A-Za-z0-9_]+$, at most 32 characters (pokemon-tcg-data ids: sv1-25, cel25c-15_A1)
  if (cardId.empty() || cardId.size() > 32) return false;
  size_t dash = cardId.find('-');
  if (dash == std::string::npos || dash == 0 || dash + 1 == cardId.size()) return false;
  for (size_t i = 0; i < dash; ++i) {
    if (!isLowerAlnum(cardId[i])) return false;
  }
  for (size_t i = dash + 1; i < cardId.size(); ++i) {
    if (!isAlnum(cardId[i]) && cardId[i] != '_') return false;
  }
  return true;
}

bool isValidUid(const std::string& uid) {
  if (uid.size() != 8 && uid.size() != 14 && uid.size() != 20) return false;
  for (char c : uid) {
    if (!((c >= '0' && c <= '9') || (c >= 'A' && c <= 'F'))) return false;
  }
  return true;
}

static bool isValidRequestId(const std::string& id) {
  if (id.empty() || id.size() > 36) return false;
  for (char c : id) {
    if (!isAlnum(c) && c != '-') return false;
  }
  return true;
}

static bool integerIn(const std::map<std::string, JsonValue>& fields, const char* key, int64_t min, int64_t max,
                      int64_t& out) {
  auto it = fields.find(key);
  if (it == fields.end() || it->second.type != JsonValue::Type::Integer) return false;
  if (it->second.integer < min || it->second.integer > max) return false;
  out = it->second.integer;
  return true;
}

static bool onlyKeys(const std::map<std::string, JsonValue>& fields, std::initializer_list<const char*> keys) {
  for (const auto& [key, value] : fields) {
    bool known = false;
    for (const char* k : keys) known = known || key == k;
    if (!known) return false;
  }
  return true;
}

RequestParse parseRequest(const BoardId& id, const std::string& topic, const std::string& payload, Request& out,
                          std::string& error) {
  const std::string prefix = topicBase(id) + "/request/";
  if (topic.compare(0, prefix.size(), prefix) != 0) return RequestParse::Unusable;
  out = Request{};
  out.name = topic.substr(prefix.size());
  // The answer goes to response/<name>, which the broker allows only for such names.
  if (out.name.empty() || out.name.size() > 32) return RequestParse::Unusable;
  for (char c : out.name) {
    if (!((c >= 'a' && c <= 'z') || c == '_')) return RequestParse::Unusable;
  }
  std::map<std::string, JsonValue> fields;
  if (!parseFlatObject(payload, fields, error)) return RequestParse::Unusable;
  auto idField = fields.find("id");
  if (idField == fields.end() || idField->second.type != JsonValue::Type::String ||
      !isValidRequestId(idField->second.string)) {
    error = "no valid request id";
    return RequestParse::Unusable;
  }
  out.id = idField->second.string;
  int64_t v = 0;
  if (!integerIn(fields, "v", kProtocolVersion, kProtocolVersion, v)) {
    error = "unsupported protocol version";
    return RequestParse::Invalid;
  }
  int64_t n = 0;
  if (out.name == "identify") {
    out.command = Command::Identify;
    if (!onlyKeys(fields, {"v", "id", "durationMs"}) || !integerIn(fields, "durationMs", 100, 60000, n)) {
      error = "identify needs durationMs 100..60000";
      return RequestParse::Invalid;
    }
    out.durationMs = static_cast<uint32_t>(n);
  } else if (out.name == "set_polling") {
    out.command = Command::SetPolling;
    if (!onlyKeys(fields, {"v", "id", "intervalMs"}) || !integerIn(fields, "intervalMs", 1, 10000, n)) {
      error = "set_polling needs intervalMs 1..10000";
      return RequestParse::Invalid;
    }
    out.intervalMs = static_cast<uint32_t>(n);
  } else if (out.name == "write_ndef") {
    out.command = Command::WriteNdef;
    auto card = fields.find("cardId");
    if (!onlyKeys(fields, {"v", "id", "antenna", "cardId"}) || !integerIn(fields, "antenna", 0, 15, n) ||
        card == fields.end() || card->second.type != JsonValue::Type::String || !isValidCardId(card->second.string)) {
      error = "write_ndef needs antenna 0..15 and a card id such as sv1-25";
      return RequestParse::Invalid;
    }
    out.antenna = static_cast<int>(n);
    out.cardId = card->second.string;
  } else {
    error = "unknown command";
    return RequestParse::Invalid;
  }
  return RequestParse::Ok;
}

}  // namespace zoneboard
