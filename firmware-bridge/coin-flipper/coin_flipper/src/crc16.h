// CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF): the checksum every protocol frame ends with.
#pragma once
#include <stddef.h>
#include <stdint.h>

namespace mm {

uint16_t crc16(const char* data, size_t len);

}  // namespace mm
