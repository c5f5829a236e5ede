#include "board.h"

#include <utility>

namespace zoneboard {

Board::Board(BoardConfig config, std::vector<Antenna> antennas, MqttTransport& transport, KeyValueStore& store,
             Indicator& indicator)
    : config_(std::move(config)),
      transport_(transport),
      sequence_(store),
      buffer_(config_.bufferCapacity),
      indicator_(indicator) {
  for (const Antenna& antenna : antennas) {
    slots_.emplace_back(antenna, Debouncer(config_.settle, config_.settleAbsent));
  }
}

void Board::begin(uint64_t nowMs) {
  bootMs_ = nowMs;
  sequence_.begin();
  for (Slot& slot : slots_) {
    slot.ok = slot.antenna.reader->begin();
    slot.antenna.reader->setRf(false);
  }
  nextPollAt_ = nowMs;
  nextStatusAt_ = nowMs + config_.statusIntervalMs;
}

void Board::tick(uint64_t nowMs) {
  for (Slot& slot : slots_) {
    if (slot.unnumbered) number(slot, nowMs);
  }
  if (!slots_.empty() && nowMs >= nextPollAt_) {
    pollNext(nowMs);
    nextPollAt_ = nowMs + config_.pollIntervalMs;
  }
  if (subscribedAt_ && nowMs - *subscribedAt_ >= config_.subackTimeoutMs) announce(nowMs);
  flush();
  if (announced_ && transport_.connected() && (statusDirty_ || nowMs >= nextStatusAt_)) publishStatus(nowMs);
}

void Board::pollNext(uint64_t nowMs) {
  Slot& slot = slots_[current_];
  current_ = (current_ + 1) % slots_.size();
  NfcReader& reader = *slot.antenna.reader;

  // Only the polled antenna radiates: two PN532 fields side by side jam each other.
  reader.setRf(true);
  PollResult result = reader.poll();
  reader.setRf(false);

  if (!result.answered) {
    if (++slot.misses >= config_.watchdogMisses) {
      // A PN532 that stops answering (I2C SCL held low, or stuck after a tag sat in its field for
      // minutes) comes back with a fresh initialisation; until then its zone is reported as is.
      slot.misses = 0;
      ++slot.resets;
      bool wasOk = slot.ok;
      slot.ok = reader.begin();
      reader.setRf(false);
      slot.debouncer.restart();
      if (wasOk != slot.ok || !slot.ok) statusDirty_ = true;
    }
    return;
  }
  slot.misses = 0;
  if (!slot.ok) {
    slot.ok = true;
    statusDirty_ = true;
  }
  if (std::optional<Observation> settled = slot.debouncer.feed(result.seen)) {
    slot.unnumbered = std::move(*settled);
    number(slot, nowMs);
  }
}

void Board::number(Slot& slot, uint64_t nowMs) {
  uint64_t seq = 0;
  if (!sequence_.take(seq)) return;
  Report report;
  report.seq = seq;
  report.antenna = slot.antenna.number;
  report.seen = std::move(*slot.unnumbered);
  report.uptimeMs = nowMs - bootMs_;
  slot.unnumbered.reset();
  buffer_.push(std::move(report));
}

void Board::reportEverything(uint64_t nowMs) {
  for (Slot& slot : slots_) {
    if (slot.unnumbered || !slot.debouncer.reported()) continue;
    slot.unnumbered = *slot.debouncer.reported();
    number(slot, nowMs);
  }
}

void Board::flush() {
  if (!announced_ || !hubOnline_ || !transport_.connected()) return;
  buffer_.forEachUnsent([this](Report& report) {
    if (!transport_.connected()) return;
    int mid = transport_.publish(zoneTopic(config_.id, report.antenna), encodeReport(report), 1, false);
    if (mid > 0) report.mid = mid;
  });
}

void Board::publishStatus(uint64_t nowMs) {
  StatusInfo status;
  status.firmware = config_.firmware;
  for (const Slot& slot : slots_) status.antennas.push_back({slot.antenna.number, slot.ok, slot.resets});
  status.rssi = rssi_;
  status.uptimeS = (nowMs - bootMs_) / 1000;
  status.pollIntervalMs = config_.pollIntervalMs;
  status.nextSeq = sequence_.peek();
  status.bufferUsed = buffer_.size();
  status.bufferCapacity = buffer_.capacity();
  status.bufferDropped = buffer_.dropped();
  if (transport_.publish(statusTopic(config_.id), encodeStatus(status), 1, true) < 0) return;
  statusDirty_ = false;
  nextStatusAt_ = nowMs + config_.statusIntervalMs;
}

void Board::onConnected(uint64_t nowMs) {
  buffer_.connectionLost();
  announced_ = false;
  hubOnline_ = false;
  subscribedAt_.reset();
  const bool requests = transport_.subscribe(requestFilter(config_.id), 1);
  transport_.subscribe(hubAvailabilityTopic(config_.id), 1);
  if (requests) {
    subscribedAt_ = nowMs;
  } else {
    announce(nowMs);
  }
}

void Board::onSubscribed(uint64_t nowMs) {
  if (subscribedAt_) announce(nowMs);
}

void Board::announce(uint64_t nowMs) {
  subscribedAt_.reset();
  announced_ = true;
  transport_.publish(availabilityTopic(config_.id), encodeAvailability(true), 1, true);
  // The status goes out before the buffered reports, so the hub reads its nextSeq first.
  publishStatus(nowMs);
  flush();
}

void Board::onDisconnected() {
  buffer_.connectionLost();
  announced_ = false;
  hubOnline_ = false;
  subscribedAt_.reset();
}

void Board::onPublished(int mid) { buffer_.acknowledge(mid); }

void Board::goingOffline() {
  if (transport_.connected()) transport_.publish(availabilityTopic(config_.id), encodeAvailability(false), 1, true);
}

void Board::onMessage(const std::string& topic, const std::string& payload, uint64_t nowMs) {
  if (topic == hubAvailabilityTopic(config_.id)) {
    bool online = false;
    std::string session;
    if (!parseHubAvailability(payload, online, session)) return;
    if (!online && hubOnline_) buffer_.connectionLost();
    hubOnline_ = online;
    if (online && !session.empty() && session != hubSession_) {
      // A restarted hub has lost the zones' state: tell it again. (After a broker restart the
      // session is the same and nothing is repeated.) The first hub after boot gets the boot readings.
      if (!hubSession_.empty()) reportEverything(nowMs);
      hubSession_ = session;
    }
    flush();
    return;
  }
  Request request;
  std::string error;
  switch (parseRequest(config_.id, topic, payload, request, error)) {
    case RequestParse::Ok:
      handleRequest(request, nowMs);
      return;
    case RequestParse::Invalid:
      transport_.publish(responseTopic(config_.id, request.name), encodeResponseError(request.id, error), 1, false);
      return;
    case RequestParse::Unusable:
      return;
  }
}

void Board::handleRequest(const Request& request, uint64_t nowMs) {
  const std::string topic = responseTopic(config_.id, request.name);
  switch (request.command) {
    case Command::Identify:
      indicator_.identify(request.durationMs);
      transport_.publish(topic, encodeResponseOk(request.id), 1, false);
      return;
    case Command::SetPolling:
      config_.pollIntervalMs = request.intervalMs;
      nextPollAt_ = nowMs;
      statusDirty_ = true;
      transport_.publish(topic, encodeResponseOk(request.id), 1, false);
      return;
    case Command::WriteNdef: {
      Slot* target = nullptr;
      for (Slot& slot : slots_) {
        if (slot.antenna.number == request.antenna) target = &slot;
      }
      if (target == nullptr) {
        transport_.publish(topic, encodeResponseError(request.id, "no such antenna"), 1, false);
        return;
      }
      NfcReader& reader = *target->antenna.reader;
      reader.setRf(true);
      WriteResult written = reader.writeCardId(request.cardId);
      reader.setRf(false);
      transport_.publish(topic,
                         written.ok ? encodeResponseOk(request.id, written.uid)
                                    : encodeResponseError(request.id, written.error),
                         1, false);
      return;
    }
  }
}

}  // namespace zoneboard
