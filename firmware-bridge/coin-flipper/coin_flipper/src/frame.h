// Line framing of the coin flipper protocol (PROTOCOL.md): "TYPE key=value ...*CRC\n".
// No allocation and no Arduino headers, so the same code runs on the board and on the host.
#pragma once
#include <stddef.h>
#include <stdint.h>

namespace mm {

const size_t kMaxLine = 96;
const size_t kMaxFields = 6;

struct Field {
  const char* key;
  const char* value;
};

// A parsed frame points into its own copy of the line.
struct Frame {
  char text[kMaxLine + 1];
  const char* type;
  Field fields[kMaxFields];
  size_t fieldCount;

  const char* get(const char* key) const;
};

enum class LineStatus { Frame, Empty, Bad };

// Checks the CRC and splits the line into type and fields. `line` excludes the '\n'.
LineStatus parseLine(const char* line, size_t len, Frame& out);

// Strict decimal 1..4294967295 without leading zeros.
bool parseId(const char* text, uint32_t& out);

// Collects bytes into lines; a line longer than kMaxLine is discarded up to its '\n'.
class LineAssembler {
 public:
  // Returns true when `byte` completed a line (available through line()/length()).
  bool push(uint8_t byte);
  const char* line() const { return buf_; }
  size_t length() const { return len_; }
  // True when the completed line overflowed or held a byte outside 0x20-0x7E: a bad frame.
  bool damaged() const { return damaged_; }

 private:
  char buf_[kMaxLine + 1] = {};
  size_t len_ = 0;
  bool damaged_ = false;
  bool complete_ = false;
};

// Builds one frame with its CRC into a caller's buffer.
class FrameWriter {
 public:
  FrameWriter(char* buf, size_t cap);
  FrameWriter& type(const char* type);
  FrameWriter& field(const char* key, const char* value);
  FrameWriter& field(const char* key, uint32_t value);
  // Appends "*CRC\n"; returns the frame's length, or 0 if it did not fit.
  size_t finish();

 private:
  void append(const char* text);
  char* buf_;
  size_t cap_;
  size_t len_ = 0;
  bool overflow_ = false;
};

}  // namespace mm
