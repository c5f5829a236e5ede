// The device side of PROTOCOL.md: request handling and the kick/settle/read cycle of each coin.
// Driven by receive() for every serial byte and poll() from the main loop; never blocks.
#pragma once
#include <stddef.h>
#include <stdint.h>

#include "frame.h"
#include "hal.h"

namespace mm {

struct DeviceInfo {
  const char* model;
  const char* firmware;
  const char* serial;
};

struct Timing {
  uint32_t kickMs = 200;
  uint32_t settleMs = 900;
  uint32_t sampleMs = 20;
  uint8_t samples = 5;
  uint32_t debounceMs = 30;
};

class Flipper {
 public:
  static constexpr uint8_t kProtocol = 1;
  static constexpr uint8_t kMaxCoins = 16;
  static constexpr uint8_t kUntilCap = 32;

  Flipper(Hal& hal, const DeviceInfo& info, const Timing& timing);
  void begin();
  void receive(uint8_t byte);
  void poll();
  uint32_t badFrames() const { return badFrames_; }
  bool busy() const { return job_ != Job::None; }

 private:
  enum class Phase : uint8_t { Kick, Settle, Sample };
  enum class Job : uint8_t { None, Coins, UntilTails, Button };

  void handle(const Frame& frame);
  void handleRequest(const Frame& frame, Job job);
  void start(Job job, uint32_t id, uint8_t coins);
  void startCoin();
  void coinRead(Face face);
  void finishResult();
  void finishError(const char* code, uint8_t coin);
  // id: the WHO this answers; 0 for the boot HELLO, which tells the hub the device (re)started.
  void sendHello(uint32_t id);
  void sendError(const char* idKey, uint32_t id, const char* code);
  void send(const char* frame, size_t len);
  void remember(const char* frame, size_t len);
  void pollButton();
  void pollCoin();

  Hal& hal_;
  DeviceInfo info_;
  Timing timing_;
  LineAssembler assembler_;
  uint32_t badFrames_ = 0;

  Job job_ = Job::None;
  uint32_t id_ = 0;
  uint8_t target_ = 0;
  uint8_t flipped_ = 0;
  char faces_[kUntilCap + 1] = {};
  bool abortRequested_ = false;
  Phase phase_ = Phase::Kick;
  uint32_t phaseStart_ = 0;
  uint8_t samplesTaken_ = 0;
  Face firstSample_ = Face::Unknown;
  bool samplesAgree_ = true;

  uint32_t lastId_ = 0;
  char lastFinal_[kMaxLine + 2] = {};
  size_t lastFinalLen_ = 0;

  uint32_t buttonSeq_ = 0;
  bool buttonStable_ = false;
  bool buttonRaw_ = false;
  uint32_t buttonChangedAt_ = 0;
};

}  // namespace mm
