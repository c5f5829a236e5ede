#include "pn532_reader.h"

#include <cstdio>

#include "ndef.h"

namespace zoneboard {

namespace {

constexpr uint8_t kHostToPn532 = 0xD4;
constexpr uint8_t kPn532ToHost = 0xD5;
constexpr uint8_t kGetFirmwareVersion = 0x02;
constexpr uint8_t kSamConfiguration = 0x14;
constexpr uint8_t kRfConfiguration = 0x32;
constexpr uint8_t kInDataExchange = 0x40;
constexpr uint8_t kInListPassiveTarget = 0x4A;
constexpr uint8_t kInRelease = 0x52;
constexpr uint8_t kNtagRead = 0x30;
constexpr uint8_t kNtagWrite = 0xA2;
// NTAG215 user memory is pages 4..129; a card record fits in far less, so reading stops here.
constexpr size_t kMaxNdefBytes = 128;

std::string hex(const uint8_t* bytes, size_t n) {
  std::string out;
  char buf[3];
  for (size_t i = 0; i < n; ++i) {
    std::snprintf(buf, sizeof buf, "%02X", bytes[i]);
    out += buf;
  }
  return out;
}

}  // namespace

std::vector<uint8_t> Pn532Reader::buildFrame(const std::vector<uint8_t>& commandAndParams) {
  const uint8_t length = static_cast<uint8_t>(commandAndParams.size() + 1);
  std::vector<uint8_t> frame{0x00, 0x00, 0xFF, length, static_cast<uint8_t>(0x100 - length), kHostToPn532};
  uint8_t sum = kHostToPn532;
  for (uint8_t b : commandAndParams) {
    frame.push_back(b);
    sum = static_cast<uint8_t>(sum + b);
  }
  frame.push_back(static_cast<uint8_t>(0x100 - sum));
  frame.push_back(0x00);
  return frame;
}

bool Pn532Reader::parseResponse(const std::vector<uint8_t>& frame, uint8_t command, std::vector<uint8_t>& data) {
  // Skip leading zeros of the preamble, then 00 FF LEN LCS TFI CODE data DCS.
  size_t i = 0;
  while (i < frame.size() && frame[i] == 0x00) ++i;
  if (i == 0 || i + 3 >= frame.size() || frame[i] != 0xFF) return false;
  const uint8_t length = frame[i + 1];
  if (static_cast<uint8_t>(length + frame[i + 2]) != 0) return false;
  const size_t body = i + 3;
  if (length < 2 || body + length >= frame.size()) return false;
  uint8_t sum = 0;
  for (size_t k = 0; k <= length; ++k) sum = static_cast<uint8_t>(sum + frame[body + k]);
  if (sum != 0) return false;
  if (frame[body] != kPn532ToHost || frame[body + 1] != command + 1) return false;
  data.assign(frame.begin() + body + 2, frame.begin() + body + length);
  return true;
}

bool Pn532Reader::call(const std::vector<uint8_t>& commandAndParams, std::vector<uint8_t>& data) {
  static const std::vector<uint8_t> kAck{0x00, 0x00, 0xFF, 0x00, 0xFF, 0x00};
  std::vector<uint8_t> frame;
  if (!link_.sendFrame(buildFrame(commandAndParams))) return false;
  if (!link_.waitReady(timeoutMs_) || !link_.receiveFrame(frame) || frame != kAck) return false;
  if (!link_.waitReady(timeoutMs_) || !link_.receiveFrame(frame)) return false;
  return parseResponse(frame, commandAndParams.front(), data);
}

bool Pn532Reader::begin() {
  link_.wakeup();
  std::vector<uint8_t> data;
  // IC 0x32 is a PN532.
  if (!call({kGetFirmwareVersion}, data) || data.size() < 4 || data[0] != 0x32) return false;
  // Normal mode, no virtual card; IRQ used.
  if (!call({kSamConfiguration, 0x01, 0x14, 0x01}, data)) return false;
  // One passive activation attempt per InListPassiveTarget, so an empty field answers at once.
  return call({kRfConfiguration, 0x05, 0xFF, 0x01, 0x01}, data);
}

void Pn532Reader::setRf(bool on) {
  std::vector<uint8_t> data;
  call({kRfConfiguration, 0x01, static_cast<uint8_t>(on ? 0x01 : 0x00)}, data);
}

bool Pn532Reader::listTargets(std::vector<Target>& targets) {
  std::vector<uint8_t> data;
  // MaxTg 2: the PN532 can activate two ISO 14443-A tags, which is how "several" is seen at all.
  if (!call({kInListPassiveTarget, 0x02, 0x00}, data) || data.empty()) return false;
  const uint8_t count = data[0];
  size_t i = 1;
  for (uint8_t t = 0; t < count; ++t) {
    // Tg, SENS_RES (2), SEL_RES, NFCIDLength, NFCID1, [ATSLength, ATS] when SEL_RES says ISO 14443-4.
    if (i + 5 > data.size()) return false;
    const uint8_t selRes = data[i + 3];
    const uint8_t idLength = data[i + 4];
    if (i + 5 + idLength > data.size()) return false;
    targets.push_back({hex(&data[i + 5], idLength)});
    i += 5 + idLength;
    if (selRes & 0x20) {
      if (i >= data.size()) return false;
      i += data[i];
    }
  }
  return true;
}

bool Pn532Reader::readPages(uint8_t page, std::vector<uint8_t>& out, uint8_t& status) {
  std::vector<uint8_t> data;
  if (!call({kInDataExchange, 0x01, kNtagRead, page}, data) || data.empty()) return false;
  status = data[0] & 0x3F;
  // A short answer is as bad as an error status: the tag did not deliver its 4 pages.
  if (status == 0 && data.size() < 17) status = 0x3F;
  if (status == 0) out.insert(out.end(), data.begin() + 1, data.begin() + 17);
  return true;
}

void Pn532Reader::release() {
  std::vector<uint8_t> data;
  call({kInRelease, 0x00}, data);
}

PollResult Pn532Reader::poll() {
  PollResult result;
  std::vector<Target> targets;
  if (!listTargets(targets)) return result;
  result.answered = true;
  if (targets.empty()) return result;
  if (targets.size() > 1) {
    std::vector<std::string> uids;
    for (const Target& t : targets) uids.push_back(t.uid);
    result.seen = Observation::several(uids);
    release();
    return result;
  }
  std::vector<uint8_t> memory;
  NdefCard card;
  for (uint8_t page = 4;; page += 4) {
    uint8_t status = 0;
    if (!readPages(page, memory, status)) {
      result.answered = false;
      return result;
    }
    if (status != 0) {
      // The tag left mid-read or answered garbage: something is there, not readable now.
      result.seen = Observation::unreadable("read error " + std::to_string(status));
      release();
      return result;
    }
    card = parseCardRecord(memory);
    if (card.kind != NdefCard::Kind::NeedMore) break;
    if (card.needed > kMaxNdefBytes) {
      card.kind = NdefCard::Kind::NoCard;
      break;
    }
  }
  release();
  if (card.kind == NdefCard::Kind::Garbled) {
    result.seen = Observation::unreadable("garbled NDEF");
  } else {
    result.seen = Observation::present(targets.front().uid, card.kind == NdefCard::Kind::Card ? card.cardId : "");
  }
  return result;
}

WriteResult Pn532Reader::writeCardId(const std::string& cardId) {
  WriteResult result;
  std::vector<Target> targets;
  if (!listTargets(targets)) {
    result.error = "reader not answering";
    return result;
  }
  if (targets.size() != 1) {
    result.error = targets.empty() ? "no tag on the antenna" : "more than one tag on the antenna";
    if (!targets.empty()) release();
    return result;
  }
  const std::vector<uint8_t> bytes = buildCardRecord(cardId);
  for (size_t offset = 0; offset < bytes.size(); offset += 4) {
    std::vector<uint8_t> command{kInDataExchange, 0x01, kNtagWrite, static_cast<uint8_t>(4 + offset / 4)};
    command.insert(command.end(), bytes.begin() + offset, bytes.begin() + offset + 4);
    std::vector<uint8_t> data;
    if (!call(command, data) || data.empty() || (data[0] & 0x3F) != 0) {
      result.error = "write failed at page " + std::to_string(4 + offset / 4);
      release();
      return result;
    }
  }
  // Read back: only a record that parses as this card id counts as written.
  std::vector<uint8_t> memory;
  for (uint8_t page = 4; memory.size() < bytes.size(); page += 4) {
    uint8_t status = 0;
    if (!readPages(page, memory, status) || status != 0) break;
  }
  release();
  NdefCard card = parseCardRecord(memory);
  if (card.kind != NdefCard::Kind::Card || card.cardId != cardId) {
    result.error = "verification failed";
    return result;
  }
  result.ok = true;
  result.uid = targets.front().uid;
  return result;
}

}  // namespace zoneboard
