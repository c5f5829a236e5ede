// The zone board: polls its antennas one at a time with the idle ones' RF off, debounces,
// numbers and buffers reports, publishes them, answers the hub's requests and watches its readers.
// Single-threaded: the owner calls tick() from its loop and the transport callbacks from the same loop.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "debounce.h"
#include "key_value_store.h"
#include "mqtt_transport.h"
#include "nfc_reader.h"
#include "protocol.h"
#include "report_buffer.h"
#include "sequence.h"

namespace zoneboard {

struct BoardConfig {
  BoardId id;
  std::string firmware = "1.0.0";
  uint32_t pollIntervalMs = 20;     // one antenna per interval
  int settle = 2;                   // polls in a row before a reading counts
  int settleAbsent = 3;             // the same for "no tag"
  int watchdogMisses = 3;           // unanswered polls before a reader is re-initialised
  size_t bufferCapacity = 256;      // reports kept while offline
  uint32_t statusIntervalMs = 30000;
  uint32_t subackTimeoutMs = 2000;
};

struct Antenna {
  int number;
  NfcReader* reader;
};

// Blinks the board's LED (identify).
class Indicator {
 public:
  virtual ~Indicator() = default;
  virtual void identify(uint32_t durationMs) = 0;
};

class Board {
 public:
  Board(BoardConfig config, std::vector<Antenna> antennas, MqttTransport& transport, KeyValueStore& store,
        Indicator& indicator);

  // Loads the sequence counter and initialises every reader with its RF off.
  void begin(uint64_t nowMs);
  // Polls the next antenna when due, numbers settled readings, sends what is pending.
  void tick(uint64_t nowMs);

  // Transport events. The board announces itself (availability online, status) once its request
  // subscription is acknowledged, so "online" means it can take commands. Reports go out only
  // while the hub's availability says it is listening; until then they wait in the buffer.
  void onConnected(uint64_t nowMs);
  void onSubscribed(uint64_t nowMs);
  void onDisconnected();
  void onPublished(int mid);
  void onMessage(const std::string& topic, const std::string& payload, uint64_t nowMs);

  // Wi-Fi signal for the status, from the radio.
  void setRssi(int rssi) { rssi_ = rssi; }

  uint64_t nextSeq() const { return sequence_.peek(); }
  const ReportBuffer& buffer() const { return buffer_; }
  uint32_t pollIntervalMs() const { return config_.pollIntervalMs; }
  bool hubOnline() const { return hubOnline_; }
  bool readerOk(size_t index) const { return index < slots_.size() && slots_[index].ok; }
  uint32_t readerResets(size_t index) const { return index < slots_.size() ? slots_[index].resets : 0; }

  // The last will the transport must register before connecting.
  std::string willTopic() const { return availabilityTopic(config_.id); }
  std::string willPayload() const { return encodeAvailability(false); }
  // Published before a clean shutdown (a clean DISCONNECT suppresses the will).
  void goingOffline();

 private:
  struct Slot {
    Slot(Antenna a, Debouncer d) : antenna(a), debouncer(d) {}
    Antenna antenna;
    Debouncer debouncer;
    int misses = 0;
    bool ok = false;
    uint32_t resets = 0;
    // A settled reading still waiting for a sequence number (storage failed).
    std::optional<Observation> unnumbered;
  };

  void pollNext(uint64_t nowMs);
  void number(Slot& slot, uint64_t nowMs);
  void flush();
  void publishStatus(uint64_t nowMs);
  void handleRequest(const Request& request, uint64_t nowMs);
  void announce(uint64_t nowMs);
  void reportEverything(uint64_t nowMs);

  BoardConfig config_;
  std::vector<Slot> slots_;
  MqttTransport& transport_;
  SequenceCounter sequence_;
  ReportBuffer buffer_;
  Indicator& indicator_;
  size_t current_ = 0;
  uint64_t nextPollAt_ = 0;
  uint64_t nextStatusAt_ = 0;
  uint64_t bootMs_ = 0;
  int rssi_ = -127;
  bool statusDirty_ = false;
  bool announced_ = false;
  bool hubOnline_ = false;
  // The hub session the board last reported to; a new one is a restarted hub that knows nothing.
  std::string hubSession_;
  // When the SUBSCRIBE went out; the board announces itself anyway if no SUBACK comes in time.
  std::optional<uint64_t> subscribedAt_;
};

}  // namespace zoneboard
