// The card record on a Mirrormat sticker (PROTOCOL.md, "Card stickers"): an NDEF message in the
// NTAG user memory (page 4 on) holding one record whose payload is the card id, either as an NFC
// Forum external type "mirrormat.app:card" (what the board writes) or as a Text record (what a
// phone app can write by hand).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace zoneboard {

struct NdefCard {
  enum class Kind {
    // The tag holds a card record: cardId is set.
    Card,
    // No NDEF message, or one that is not a card record (a blank sticker, a URL): the tag is there.
    NoCard,
    // The TLV or record structure is broken: the tag cannot be trusted.
    Garbled,
    // More bytes are needed to decide; `needed` says how many from page 4.
    NeedMore,
  } kind = Kind::NoCard;
  std::string cardId;
  size_t needed = 0;
};

// Parses user memory read from page 4 (any length; NeedMore when it stops too early).
NdefCard parseCardRecord(const std::vector<uint8_t>& userMemory);

// The bytes to write from page 4 on: NDEF TLV with the external-type card record, terminator TLV,
// zero padded to whole 4-byte pages.
std::vector<uint8_t> buildCardRecord(const std::string& cardId);

}  // namespace zoneboard
