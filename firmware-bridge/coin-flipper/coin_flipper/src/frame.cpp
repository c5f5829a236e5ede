#include "frame.h"

#include <string.h>

#include "crc16.h"

namespace mm {

namespace {

int hexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

bool isKeyChar(char c) { return c >= 'a' && c <= 'z'; }

bool isValueChar(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '_' ||
         c == '-';
}

const char kHex[] = "0123456789ABCDEF";

}  // namespace

const char* Frame::get(const char* key) const {
  for (size_t i = 0; i < fieldCount; ++i) {
    if (strcmp(fields[i].key, key) == 0) return fields[i].value;
  }
  return nullptr;
}

LineStatus parseLine(const char* line, size_t len, Frame& out) {
  if (len > 0 && line[len - 1] == '\r') --len;
  if (len == 0) return LineStatus::Empty;
  if (len > kMaxLine || len < 7 || line[len - 5] != '*') return LineStatus::Bad;
  uint16_t expected = 0;
  for (size_t i = len - 4; i < len; ++i) {
    int v = hexValue(line[i]);
    if (v < 0) return LineStatus::Bad;
    expected = static_cast<uint16_t>((expected << 4) | v);
  }
  size_t bodyLen = len - 5;
  if (crc16(line, bodyLen) != expected) return LineStatus::Bad;

  memcpy(out.text, line, bodyLen);
  out.text[bodyLen] = '\0';
  out.fieldCount = 0;
  out.type = out.text;
  char* p = out.text;
  size_t typeLen = 0;
  while (*p >= 'A' && *p <= 'Z') {
    ++p;
    ++typeLen;
  }
  if (typeLen < 2 || typeLen > 8 || (*p != '\0' && *p != ' ')) return LineStatus::Bad;
  while (*p == ' ') {
    *p++ = '\0';
    if (out.fieldCount == kMaxFields) return LineStatus::Bad;
    char* key = p;
    while (isKeyChar(*p)) ++p;
    size_t keyLen = static_cast<size_t>(p - key);
    if (keyLen < 1 || keyLen > 8 || *p != '=') return LineStatus::Bad;
    *p++ = '\0';
    char* value = p;
    while (isValueChar(*p)) ++p;
    size_t valueLen = static_cast<size_t>(p - value);
    if (valueLen < 1 || valueLen > 32 || (*p != '\0' && *p != ' ')) return LineStatus::Bad;
    out.fields[out.fieldCount].key = key;
    out.fields[out.fieldCount].value = value;
    ++out.fieldCount;
  }
  return *p == '\0' ? LineStatus::Frame : LineStatus::Bad;
}

bool parseId(const char* text, uint32_t& out) {
  if (text == nullptr || *text < '1' || *text > '9') return false;
  uint64_t value = 0;
  for (const char* p = text; *p; ++p) {
    if (*p < '0' || *p > '9') return false;
    value = value * 10 + static_cast<uint64_t>(*p - '0');
    if (value > 0xFFFFFFFFull) return false;
  }
  out = static_cast<uint32_t>(value);
  return true;
}

bool LineAssembler::push(uint8_t byte) {
  if (complete_) {
    len_ = 0;
    damaged_ = false;
    complete_ = false;
  }
  if (byte == '\n') {
    buf_[len_ < kMaxLine ? len_ : kMaxLine] = '\0';
    complete_ = true;
    return true;
  }
  if (byte == '\r') {
    // Only meaningful right before '\n'; parseLine strips it, so keep it in the line.
  } else if (byte < 0x20 || byte > 0x7E) {
    damaged_ = true;
  }
  if (len_ < kMaxLine) {
    buf_[len_++] = static_cast<char>(byte);
  } else {
    damaged_ = true;
  }
  return false;
}

FrameWriter::FrameWriter(char* buf, size_t cap) : buf_(buf), cap_(cap) {
  if (cap_ > 0) buf_[0] = '\0';
}

void FrameWriter::append(const char* text) {
  size_t n = strlen(text);
  if (len_ + n + 1 > cap_) {
    overflow_ = true;
    return;
  }
  memcpy(buf_ + len_, text, n);
  len_ += n;
  buf_[len_] = '\0';
}

FrameWriter& FrameWriter::type(const char* type) {
  append(type);
  return *this;
}

FrameWriter& FrameWriter::field(const char* key, const char* value) {
  append(" ");
  append(key);
  append("=");
  append(value);
  return *this;
}

FrameWriter& FrameWriter::field(const char* key, uint32_t value) {
  char digits[11];
  size_t n = 0;
  do {
    digits[n++] = static_cast<char>('0' + value % 10);
    value /= 10;
  } while (value != 0);
  char text[11];
  for (size_t i = 0; i < n; ++i) text[i] = digits[n - 1 - i];
  text[n] = '\0';
  return field(key, text);
}

size_t FrameWriter::finish() {
  uint16_t crc = crc16(buf_, len_);
  char suffix[7] = {'*', kHex[(crc >> 12) & 0xF], kHex[(crc >> 8) & 0xF], kHex[(crc >> 4) & 0xF], kHex[crc & 0xF],
                    '\n', '\0'};
  append(suffix);
  if (overflow_ || len_ - 1 > kMaxLine) return 0;
  return len_;
}

}  // namespace mm
