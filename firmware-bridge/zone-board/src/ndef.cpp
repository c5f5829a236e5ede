#include "ndef.h"

#include "protocol.h"

namespace zoneboard {

static const std::string kExternalType = "mirrormat.app:card";

static NdefCard needMore(size_t n) {
  NdefCard r;
  r.kind = NdefCard::Kind::NeedMore;
  r.needed = n;
  return r;
}

static NdefCard of(NdefCard::Kind kind) {
  NdefCard r;
  r.kind = kind;
  return r;
}

// Parses one NDEF message (the V of the NDEF TLV).
static NdefCard parseMessage(const std::vector<uint8_t>& m) {
  if (m.size() < 3) return of(NdefCard::Kind::Garbled);
  const uint8_t header = m[0];
  const bool shortRecord = header & 0x10;
  const bool hasId = header & 0x08;
  const uint8_t tnf = header & 0x07;
  size_t i = 1;
  const size_t typeLength = m[i++];
  size_t payloadLength = 0;
  if (shortRecord) {
    payloadLength = m[i++];
  } else {
    if (i + 4 > m.size()) return of(NdefCard::Kind::Garbled);
    payloadLength = (size_t(m[i]) << 24) | (size_t(m[i + 1]) << 16) | (size_t(m[i + 2]) << 8) | m[i + 3];
    i += 4;
  }
  size_t idLength = 0;
  if (hasId) {
    if (i >= m.size()) return of(NdefCard::Kind::Garbled);
    idLength = m[i++];
  }
  if (i + typeLength + idLength + payloadLength > m.size()) return of(NdefCard::Kind::Garbled);
  const std::string type(m.begin() + i, m.begin() + i + typeLength);
  i += typeLength + idLength;
  std::string payload(m.begin() + i, m.begin() + i + payloadLength);

  std::string cardId;
  if (tnf == 0x04 && type == kExternalType) {
    cardId = payload;
  } else if (tnf == 0x01 && type == "T" && !payload.empty()) {
    const size_t languageLength = static_cast<uint8_t>(payload[0]) & 0x3F;
    if (1 + languageLength > payload.size()) return of(NdefCard::Kind::Garbled);
    cardId = payload.substr(1 + languageLength);
  } else {
    return of(NdefCard::Kind::NoCard);
  }
  // A card record whose id is not a card id was written wrong: refuse to guess.
  if (!isValidCardId(cardId)) return of(NdefCard::Kind::Garbled);
  NdefCard r;
  r.kind = NdefCard::Kind::Card;
  r.cardId = cardId;
  return r;
}

NdefCard parseCardRecord(const std::vector<uint8_t>& mem) {
  size_t i = 0;
  while (true) {
    if (i >= mem.size()) return needMore(i + 1);
    const uint8_t tag = mem[i];
    if (tag == 0x00) {  // NULL TLV
      ++i;
      continue;
    }
    if (tag == 0xFE) return of(NdefCard::Kind::NoCard);  // terminator before any NDEF message
    if (i + 1 >= mem.size()) return needMore(i + 2);
    size_t length = mem[i + 1];
    size_t valueAt = i + 2;
    if (length == 0xFF) {
      if (i + 3 >= mem.size()) return needMore(i + 4);
      length = (size_t(mem[i + 2]) << 8) | mem[i + 3];
      valueAt = i + 4;
    }
    if (tag != 0x03) {  // lock/memory control and proprietary TLVs: skip
      i = valueAt + length;
      continue;
    }
    if (length == 0) return of(NdefCard::Kind::NoCard);  // an empty (freshly formatted) tag
    if (valueAt + length > mem.size()) return needMore(valueAt + length);
    return parseMessage(std::vector<uint8_t>(mem.begin() + valueAt, mem.begin() + valueAt + length));
  }
}

std::vector<uint8_t> buildCardRecord(const std::string& cardId) {
  std::vector<uint8_t> out;
  out.reserve(8 + kExternalType.size() + cardId.size());
  out.push_back(0x03);  // NDEF message TLV
  out.push_back(static_cast<uint8_t>(3 + kExternalType.size() + cardId.size()));
  out.push_back(0xD4);  // MB, ME, SR, TNF=4 (NFC Forum external type)
  out.push_back(static_cast<uint8_t>(kExternalType.size()));
  out.push_back(static_cast<uint8_t>(cardId.size()));
  for (char c : kExternalType) out.push_back(static_cast<uint8_t>(c));
  for (char c : cardId) out.push_back(static_cast<uint8_t>(c));
  out.push_back(0xFE);  // terminator TLV
  while (out.size() % 4 != 0) out.push_back(0x00);
  return out;
}

}  // namespace zoneboard
