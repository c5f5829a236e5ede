#include <string>

#include "../coin_flipper/src/crc16.h"
#include "../coin_flipper/src/frame.h"
#include "minitest.h"

using namespace mm;

namespace {

std::string build(const char* type, const char* key, const char* value) {
  char out[kMaxLine + 2];
  FrameWriter writer(out, sizeof out);
  writer.type(type);
  if (key != nullptr) writer.field(key, value);
  size_t len = writer.finish();
  return std::string(out, len);
}

LineStatus parse(const std::string& line, Frame& frame) {
  std::string body = line;
  if (!body.empty() && body.back() == '\n') body.pop_back();
  return parseLine(body.data(), body.size(), frame);
}

}  // namespace

TEST(crc16_ccitt_false_check_value) { CHECK_EQ(crc16("123456789", 9), 0x29B1); }

TEST(a_written_frame_parses_back_with_its_fields) {
  char out[kMaxLine + 2];
  size_t len = FrameWriter(out, sizeof out).type("FLIP").field("id", 4294967295u).field("n", 3u).finish();
  std::string line(out, len);
  CHECK(line.rfind("FLIP id=4294967295 n=3*", 0) == 0);
  CHECK(line.back() == '\n');
  Frame frame;
  CHECK(parse(line, frame) == LineStatus::Frame);
  CHECK_STR(frame.type, "FLIP");
  CHECK_EQ(frame.fieldCount, 2u);
  CHECK_STR(frame.get("id"), "4294967295");
  CHECK_STR(frame.get("n"), "3");
  CHECK(frame.get("missing") == nullptr);
}

TEST(a_carriage_return_before_the_newline_is_tolerated) {
  std::string line = build("WHO", nullptr, nullptr);
  line.insert(line.size() - 1, "\r");
  Frame frame;
  CHECK(parse(line, frame) == LineStatus::Frame);
  CHECK_STR(frame.type, "WHO");
}

TEST(an_empty_line_is_neither_a_frame_nor_a_bad_frame) {
  Frame frame;
  CHECK(parseLine("", 0, frame) == LineStatus::Empty);
  CHECK(parseLine("\r", 1, frame) == LineStatus::Empty);
}

TEST(every_single_bit_flip_in_a_frame_is_detected) {
  std::string line = build("RESULT", "faces", "HTTHH");
  line.pop_back();
  int undetected = 0;
  for (size_t i = 0; i < line.size(); ++i) {
    for (int bit = 0; bit < 7; ++bit) {
      std::string damaged = line;
      damaged[i] = static_cast<char>(damaged[i] ^ (1 << bit));
      Frame frame;
      if (parseLine(damaged.data(), damaged.size(), frame) == LineStatus::Frame) ++undetected;
    }
  }
  CHECK_EQ(undetected, 0);
}

TEST(malformed_lines_are_bad_frames) {
  Frame frame;
  const char* bad[] = {"WHO",           "WHO*29B",       "WHO*zzzz", "WHO*29b1",
                       "who*0000",      "FLIP id*0000",  "X*0000"};
  for (const char* line : bad) CHECK(parseLine(line, strlen(line), frame) == LineStatus::Bad);
  // Correct CRC, broken grammar: still bad.
  const char* bodies[] = {"FLIP  id=1", "FLIP id=", "FLIP ID=1", "FLIP id=1 ", "FLIP id=a*b", "TOOLONGTYPE"};
  for (const char* body : bodies) {
    char line[kMaxLine + 8];
    snprintf(line, sizeof line, "%s*%04X", body, crc16(body, strlen(body)));
    CHECK(parseLine(line, strlen(line), frame) == LineStatus::Bad);
  }
}

TEST(more_fields_than_a_frame_holds_is_a_bad_frame) {
  const char* body = "PING a=1 b=2 c=3 d=4 e=5 f=6 g=7";
  char line[kMaxLine + 8];
  snprintf(line, sizeof line, "%s*%04X", body, crc16(body, strlen(body)));
  Frame frame;
  CHECK(parseLine(line, strlen(line), frame) == LineStatus::Bad);
}

TEST(ids_are_strict_decimals_from_1_to_2_pow_32_minus_1) {
  uint32_t id = 0;
  CHECK(parseId("1", id) && id == 1);
  CHECK(parseId("4294967295", id) && id == 4294967295u);
  CHECK(!parseId("0", id));
  CHECK(!parseId("007", id));
  CHECK(!parseId("4294967296", id));
  CHECK(!parseId("12a", id));
  CHECK(!parseId("", id));
  CHECK(!parseId(nullptr, id));
}

TEST(the_assembler_discards_an_overlong_line_and_recovers_on_the_next) {
  LineAssembler assembler;
  for (int i = 0; i < 300; ++i) CHECK(!assembler.push('A'));
  CHECK(assembler.push('\n'));
  CHECK(assembler.damaged());
  std::string next = build("WHO", nullptr, nullptr);
  bool complete = false;
  for (char c : next) complete = assembler.push(static_cast<uint8_t>(c));
  CHECK(complete);
  CHECK(!assembler.damaged());
  Frame frame;
  CHECK(parseLine(assembler.line(), assembler.length(), frame) == LineStatus::Frame);
}

TEST(the_assembler_marks_a_line_with_a_non_ascii_byte_as_damaged) {
  LineAssembler assembler;
  std::string line = build("WHO", nullptr, nullptr);
  line.insert(1, 1, static_cast<char>(0xC3));
  bool complete = false;
  for (char c : line) complete = assembler.push(static_cast<uint8_t>(c));
  CHECK(complete);
  CHECK(assembler.damaged());
}

TEST(a_frame_too_long_for_the_buffer_is_not_written) {
  char out[20];
  CHECK_EQ(FrameWriter(out, sizeof out).type("HELLO").field("model", "ABCDEFGHIJKLMNOP").finish(), 0u);
}
