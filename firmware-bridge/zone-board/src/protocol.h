// Topics and payloads of PROTOCOL.md, version 1. The hub validates every payload against the
// JSON Schema in ../schema/; the host tests and the emulator test check this encoder against it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "report_buffer.h"

namespace zoneboard {

constexpr int kProtocolVersion = 1;

// The hub a board reports to comes first: hubs sharing a broker each have their own topics.
struct BoardId {
  std::string hub;
  std::string table;
  std::string board;
};

std::string topicBase(const BoardId& id);
std::string zoneTopic(const BoardId& id, int antenna);
std::string availabilityTopic(const BoardId& id);
std::string statusTopic(const BoardId& id);
std::string requestFilter(const BoardId& id);
std::string responseTopic(const BoardId& id, const std::string& command);
// mirrormat/<hub>/availability, retained by the board's own hub ("online" once it listens, its last
// will "offline"): boards hold their reports while their hub is not listening, so a broker restart
// cannot swallow them, and another hub going down does not pause them.
std::string hubAvailabilityTopic(const BoardId& id);
// The state in a hub availability payload, and the hub's session (one per hub start; empty when
// absent); false when the payload is not one.
bool parseHubAvailability(const std::string& payload, bool& online, std::string& session);

std::string encodeReport(const Report& report);
std::string encodeAvailability(bool online);

struct AntennaHealth {
  int antenna = 0;
  bool ok = false;
  uint32_t resets = 0;
};

struct StatusInfo {
  std::string firmware;
  std::vector<AntennaHealth> antennas;
  int rssi = 0;
  uint64_t uptimeS = 0;
  uint32_t pollIntervalMs = 0;
  uint64_t nextSeq = 0;
  size_t bufferUsed = 0;
  size_t bufferCapacity = 0;
  uint64_t bufferDropped = 0;
};
std::string encodeStatus(const StatusInfo& status);

enum class Command { Identify, SetPolling, WriteNdef };

struct Request {
  Command command = Command::Identify;
  std::string name;  // as in the topic: identify, set_polling, write_ndef
  std::string id;
  uint32_t durationMs = 0;  // identify
  uint32_t intervalMs = 0;  // set_polling
  int antenna = 0;          // write_ndef
  std::string cardId;       // write_ndef
};

enum class RequestParse {
  Ok,
  // Bad request with a usable id: answer it with an error response.
  Invalid,
  // Not a request at all (no usable id, or not our request topic): drop it.
  Unusable,
};

// Parses a message received on one of this board's request topics.
RequestParse parseRequest(const BoardId& id, const std::string& topic, const std::string& payload, Request& out,
                          std::string& error);

std::string encodeResponseOk(const std::string& requestId, const std::string& uid = "");
std::string encodeResponseError(const std::string& requestId, const std::string& error);

bool isValidCardId(const std::string& cardId);
bool isValidUid(const std::string& uid);

}  // namespace zoneboard
