#include "flipper.h"

#include <string.h>

namespace mm {

namespace {
const size_t kOut = kMaxLine + 2;
}

Flipper::Flipper(Hal& hal, const DeviceInfo& info, const Timing& timing) : hal_(hal), info_(info), timing_(timing) {}

void Flipper::begin() {
  hal_.kick(false);
  hal_.led(false);
  sendHello(0);
}

void Flipper::receive(uint8_t byte) {
  if (!assembler_.push(byte)) return;
  if (assembler_.damaged()) {
    ++badFrames_;
    return;
  }
  Frame frame;
  switch (parseLine(assembler_.line(), assembler_.length(), frame)) {
    case LineStatus::Empty:
      return;
    case LineStatus::Bad:
      ++badFrames_;
      return;
    case LineStatus::Frame:
      handle(frame);
      return;
  }
}

void Flipper::handle(const Frame& frame) {
  uint32_t id = 0;
  bool hasId = parseId(frame.get("id"), id);
  if (strcmp(frame.type, "WHO") == 0) {
    sendHello(hasId ? id : 0);
  } else if (strcmp(frame.type, "PING") == 0 && hasId) {
    char out[kOut];
    size_t len = FrameWriter(out, sizeof out)
                     .type("PONG")
                     .field("id", id)
                     .field("bad", badFrames_)
                     .field("up", hal_.millis() / 1000)
                     .finish();
    send(out, len);
  } else if (strcmp(frame.type, "FLIP") == 0 && hasId) {
    handleRequest(frame, Job::Coins);
  } else if (strcmp(frame.type, "UNTIL") == 0 && hasId) {
    handleRequest(frame, Job::UntilTails);
  } else if (strcmp(frame.type, "REPEAT") == 0 && hasId) {
    if (job_ != Job::None && id == id_) return;
    if (lastFinalLen_ > 0 && id == lastId_) {
      send(lastFinal_, lastFinalLen_);
    } else {
      sendError("id", id, "unknown-id");
    }
  } else if (strcmp(frame.type, "ABORT") == 0 && hasId) {
    if (job_ != Job::None && job_ != Job::Button && id == id_) abortRequested_ = true;
  } else {
    sendError(hasId ? "id" : nullptr, id, "bad-request");
  }
}

void Flipper::handleRequest(const Frame& frame, Job job) {
  uint32_t id = 0;
  parseId(frame.get("id"), id);
  char out[kOut];
  if (job_ != Job::None) {
    if (job_ != Job::Button && id == id_) {
      send(out, FrameWriter(out, sizeof out).type("ACK").field("id", id).finish());
    } else {
      sendError("id", id, "busy");
    }
    return;
  }
  if (lastFinalLen_ > 0 && id == lastId_) {
    send(lastFinal_, lastFinalLen_);
    return;
  }
  uint8_t coins = kUntilCap;
  if (job == Job::Coins) {
    uint32_t n = 0;
    if (!parseId(frame.get("n"), n) || n > kMaxCoins) {
      sendError("id", id, "bad-request");
      return;
    }
    coins = static_cast<uint8_t>(n);
  }
  send(out, FrameWriter(out, sizeof out).type("ACK").field("id", id).finish());
  start(job, id, coins);
}

void Flipper::start(Job job, uint32_t id, uint8_t coins) {
  job_ = job;
  id_ = id;
  target_ = coins;
  flipped_ = 0;
  abortRequested_ = false;
  memset(faces_, 0, sizeof faces_);
  hal_.led(true);
  startCoin();
}

void Flipper::startCoin() {
  phase_ = Phase::Kick;
  phaseStart_ = hal_.millis();
  hal_.kick(true);
}

void Flipper::poll() {
  pollButton();
  if (job_ != Job::None) pollCoin();
}

void Flipper::pollButton() {
  uint32_t now = hal_.millis();
  bool raw = hal_.buttonDown();
  if (raw != buttonRaw_) {
    buttonRaw_ = raw;
    buttonChangedAt_ = now;
  }
  if (buttonRaw_ == buttonStable_ || now - buttonChangedAt_ < timing_.debounceMs) return;
  buttonStable_ = buttonRaw_;
  // A press while a request runs is ignored: the mechanism is in use.
  if (buttonStable_ && job_ == Job::None) {
    ++buttonSeq_;
    start(Job::Button, buttonSeq_, 1);
  }
}

void Flipper::pollCoin() {
  uint32_t elapsed = hal_.millis() - phaseStart_;
  switch (phase_) {
    case Phase::Kick:
      if (elapsed < timing_.kickMs) return;
      hal_.kick(false);
      phase_ = Phase::Settle;
      phaseStart_ = hal_.millis();
      return;
    case Phase::Settle:
      if (elapsed < timing_.settleMs) return;
      phase_ = Phase::Sample;
      phaseStart_ = hal_.millis();
      samplesTaken_ = 0;
      samplesAgree_ = true;
      return;
    case Phase::Sample: {
      if (elapsed < static_cast<uint32_t>(samplesTaken_) * timing_.sampleMs) return;
      Face face = hal_.readFace();
      if (samplesTaken_ == 0) firstSample_ = face;
      if (face == Face::Unknown || face != firstSample_) samplesAgree_ = false;
      if (++samplesTaken_ < timing_.samples) return;
      // Every sample must agree: a wobbling or edge-standing coin is unreadable, never guessed.
      coinRead(samplesAgree_ ? firstSample_ : Face::Unknown);
      return;
    }
  }
}

void Flipper::coinRead(Face face) {
  uint8_t index = static_cast<uint8_t>(flipped_ + 1);
  if (face == Face::Unknown) {
    finishError("unreadable", index);
    return;
  }
  faces_[flipped_++] = face == Face::Heads ? 'H' : 'T';
  if (job_ != Job::Button) {
    char out[kOut];
    size_t len = FrameWriter(out, sizeof out)
                     .type("COIN")
                     .field("id", id_)
                     .field("i", index)
                     .field("face", face == Face::Heads ? "H" : "T")
                     .finish();
    send(out, len);
  }
  bool done = job_ == Job::UntilTails ? face == Face::Tails : flipped_ == target_;
  if (done) {
    finishResult();
  } else if (abortRequested_) {
    finishError("aborted", 0);
  } else if (flipped_ == target_) {
    finishError("limit", 0);
  } else {
    startCoin();
  }
}

void Flipper::finishResult() {
  char out[kOut];
  size_t len = job_ == Job::Button
                   ? FrameWriter(out, sizeof out).type("BUTTON").field("seq", id_).field("faces", faces_).finish()
                   : FrameWriter(out, sizeof out).type("RESULT").field("id", id_).field("faces", faces_).finish();
  if (job_ != Job::Button) remember(out, len);
  job_ = Job::None;
  hal_.led(false);
  send(out, len);
}

void Flipper::finishError(const char* code, uint8_t coin) {
  char out[kOut];
  FrameWriter writer(out, sizeof out);
  writer.type("ERR").field(job_ == Job::Button ? "seq" : "id", id_).field("code", code);
  if (coin > 0) writer.field("coin", static_cast<uint32_t>(coin));
  size_t len = writer.finish();
  if (job_ != Job::Button) remember(out, len);
  job_ = Job::None;
  hal_.kick(false);
  hal_.led(false);
  send(out, len);
}

void Flipper::remember(const char* frame, size_t len) {
  memcpy(lastFinal_, frame, len);
  lastFinalLen_ = len;
  lastId_ = id_;
}

void Flipper::sendHello(uint32_t id) {
  char out[kOut];
  FrameWriter writer(out, sizeof out);
  writer.type("HELLO")
      .field("model", info_.model)
      .field("fw", info_.firmware)
      .field("sn", info_.serial)
      .field("proto", static_cast<uint32_t>(kProtocol));
  if (id != 0) writer.field("id", id);
  send(out, writer.finish());
}

void Flipper::sendError(const char* idKey, uint32_t id, const char* code) {
  char out[kOut];
  FrameWriter writer(out, sizeof out);
  writer.type("ERR");
  if (idKey != nullptr) writer.field(idKey, id);
  send(out, writer.field("code", code).finish());
}

void Flipper::send(const char* frame, size_t len) {
  if (len > 0) hal_.write(frame, len);
}

}  // namespace mm
