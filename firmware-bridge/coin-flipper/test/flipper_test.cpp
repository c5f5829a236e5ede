#include <string>
#include <vector>

#include "../coin_flipper/src/crc16.h"
#include "../coin_flipper/src/flipper.h"
#include "minitest.h"

using namespace mm;

namespace {

// A board whose clock the test moves and whose coin lands as scripted: per coin, the list of
// sensor samples ("HHHHH" reads heads, "HHTHH" is a coin still wobbling).
class FakeHal : public Hal {
 public:
  uint32_t now = 0;
  std::vector<std::string> coins;
  size_t thrown = 0;
  size_t sample = 0;
  int kicks = 0;
  bool kicking = false;
  bool ledOn = false;
  bool button = false;
  std::string output;

  uint32_t millis() override { return now; }
  void kick(bool on) override {
    if (on && !kicking) {
      ++kicks;
      ++thrown;
      sample = 0;
    }
    kicking = on;
  }
  Face readFace() override {
    const std::string& samples = coins.at(thrown - 1);
    char c = samples[sample < samples.size() ? sample : samples.size() - 1];
    ++sample;
    return c == 'H' ? Face::Heads : c == 'T' ? Face::Tails : Face::Unknown;
  }
  bool buttonDown() override { return button; }
  void led(bool on) override { ledOn = on; }
  void write(const char* data, size_t len) override { output.append(data, len); }

  // The frames written since the last call, without their "*CRC\n", after checking each CRC.
  std::vector<std::string> frames() {
    std::vector<std::string> out;
    size_t start = 0;
    for (size_t nl = output.find('\n'); nl != std::string::npos; nl = output.find('\n', start)) {
      std::string line = output.substr(start, nl - start);
      start = nl + 1;
      std::string body = line.substr(0, line.size() - 5);
      char crc[5];
      snprintf(crc, sizeof crc, "%04X", crc16(body.data(), body.size()));
      out.push_back(line.substr(line.size() - 4) == crc ? body : "BAD CRC: " + line);
    }
    output.clear();
    return out;
  }
};

const DeviceInfo kInfo = {"MMCF-1", "1.0.0", "MMCF-0042"};

struct Bench {
  FakeHal hal;
  Timing timing;
  Flipper flipper{hal, kInfo, timing};

  Bench() { flipper.begin(); }

  void sendLine(const std::string& body) {
    char crc[8];
    snprintf(crc, sizeof crc, "*%04X\n", crc16(body.data(), body.size()));
    for (char c : body + crc) flipper.receive(static_cast<uint8_t>(c));
  }
  void sendRaw(const std::string& text) {
    for (char c : text) flipper.receive(static_cast<uint8_t>(c));
  }
  void run(uint32_t ms) {
    for (uint32_t i = 0; i < ms; ++i) {
      flipper.poll();
      ++hal.now;
    }
  }
};

const uint32_t kCoinMs = 200 + 900 + 5 * 20;

}  // namespace

TEST(the_device_says_hello_at_boot_and_when_asked) {
  Bench b;
  std::vector<std::string> boot = b.hal.frames();
  CHECK_EQ(boot.size(), 1u);
  CHECK_STR(boot.at(0), "HELLO model=MMCF-1 fw=1.0.0 sn=MMCF-0042 proto=1");
  b.sendLine("WHO");
  CHECK_STR(b.hal.frames().at(0), "HELLO model=MMCF-1 fw=1.0.0 sn=MMCF-0042 proto=1");
  // The answer to the hub's WHO carries its id, so the hub can tell it from a boot HELLO.
  b.sendLine("WHO id=41");
  CHECK_STR(b.hal.frames().at(0), "HELLO model=MMCF-1 fw=1.0.0 sn=MMCF-0042 proto=1 id=41");
}

TEST(flip_three_coins_acks_reports_each_coin_then_the_result) {
  Bench b;
  b.hal.frames();
  b.hal.coins = {"HHHHH", "TTTTT", "HHHHH"};
  b.sendLine("FLIP id=7 n=3");
  CHECK_STR(b.hal.frames().at(0), "ACK id=7");
  CHECK(b.hal.ledOn);
  b.run(kCoinMs + 5);
  std::vector<std::string> first = b.hal.frames();
  CHECK_EQ(first.size(), 1u);
  CHECK_STR(first.at(0), "COIN id=7 i=1 face=H");
  b.run(2 * kCoinMs + 10);
  std::vector<std::string> rest = b.hal.frames();
  CHECK_EQ(rest.size(), 3u);
  CHECK_STR(rest.at(0), "COIN id=7 i=2 face=T");
  CHECK_STR(rest.at(1), "COIN id=7 i=3 face=H");
  CHECK_STR(rest.at(2), "RESULT id=7 faces=HTH");
  CHECK_EQ(b.hal.kicks, 3);
  CHECK(!b.hal.ledOn);
  CHECK(!b.flipper.busy());
}

TEST(a_coin_takes_about_1200_ms_kick_settle_and_five_agreeing_samples) {
  Bench b;
  b.hal.frames();
  b.hal.coins = {"TTTTT"};
  b.sendLine("FLIP id=1 n=1");
  b.hal.frames();
  b.run(kCoinMs - 30);
  CHECK(b.hal.frames().empty());
  b.run(40);
  CHECK_STR(b.hal.frames().at(1), "RESULT id=1 faces=T");
}

TEST(until_tails_stops_at_the_first_tails) {
  Bench b;
  b.hal.frames();
  b.hal.coins = {"HHHHH", "HHHHH", "TTTTT", "HHHHH"};
  b.sendLine("UNTIL id=9");
  b.run(4 * kCoinMs);
  std::vector<std::string> frames = b.hal.frames();
  CHECK_STR(frames.back(), "RESULT id=9 faces=HHT");
  CHECK_EQ(b.hal.kicks, 3);
}

TEST(until_tails_gives_up_after_32_heads_without_inventing_a_tails) {
  Bench b;
  b.hal.frames();
  b.hal.coins = std::vector<std::string>(40, "HHHHH");
  b.sendLine("UNTIL id=10");
  b.run(33 * kCoinMs);
  CHECK_STR(b.hal.frames().back(), "ERR id=10 code=limit");
  CHECK_EQ(b.hal.kicks, 32);
}

TEST(when_the_sensor_cannot_tell_the_device_says_so_instead_of_guessing) {
  Bench b;
  b.hal.frames();
  b.hal.coins = {"HHHHH", "HHTHH", "TTTTT"};
  b.sendLine("FLIP id=3 n=3");
  b.run(3 * kCoinMs);
  std::vector<std::string> frames = b.hal.frames();
  CHECK_STR(frames.back(), "ERR id=3 code=unreadable coin=2");
  CHECK_EQ(b.hal.kicks, 2);
  CHECK(!b.flipper.busy());
}

TEST(an_ambiguous_sample_makes_the_coin_unreadable) {
  Bench b;
  b.hal.frames();
  b.hal.coins = {"TTTT?"};
  b.sendLine("FLIP id=4 n=1");
  b.run(kCoinMs + 5);
  CHECK_STR(b.hal.frames().back(), "ERR id=4 code=unreadable coin=1");
}

TEST(a_bad_frame_is_dropped_counted_and_never_acted_on) {
  Bench b;
  b.hal.frames();
  b.sendRaw("FLIP id=1 n=1*0000\n");
  b.sendRaw("\xff\xfe garbage\n");
  b.sendRaw(std::string(200, 'Z') + "\n");
  CHECK(b.hal.frames().empty());
  CHECK(!b.flipper.busy());
  CHECK_EQ(b.hal.kicks, 0);
  CHECK_EQ(b.flipper.badFrames(), 3u);
  b.sendLine("PING id=5");
  CHECK_STR(b.hal.frames().at(0), "PONG id=5 bad=3 up=0");
}

TEST(a_valid_frame_that_is_not_a_request_gets_bad_request) {
  Bench b;
  b.hal.frames();
  b.sendLine("FLIP id=2 n=17");
  b.sendLine("FLIP id=2 n=0");
  b.sendLine("FLIP id=2");
  b.sendLine("DANCE id=8");
  b.sendLine("FLIP n=1");
  std::vector<std::string> frames = b.hal.frames();
  CHECK_EQ(frames.size(), 5u);
  CHECK_STR(frames.at(0), "ERR id=2 code=bad-request");
  CHECK_STR(frames.at(1), "ERR id=2 code=bad-request");
  CHECK_STR(frames.at(2), "ERR id=2 code=bad-request");
  CHECK_STR(frames.at(3), "ERR id=8 code=bad-request");
  CHECK_STR(frames.at(4), "ERR code=bad-request");
  CHECK_EQ(b.hal.kicks, 0);
}

TEST(a_repeated_request_id_never_flips_twice) {
  Bench b;
  b.hal.frames();
  b.hal.coins = {"HHHHH", "TTTTT"};
  b.sendLine("FLIP id=11 n=1");
  b.run(10);
  b.sendLine("FLIP id=11 n=1");
  std::vector<std::string> during = b.hal.frames();
  CHECK_STR(during.at(0), "ACK id=11");
  CHECK_STR(during.at(1), "ACK id=11");
  b.run(kCoinMs);
  CHECK_STR(b.hal.frames().back(), "RESULT id=11 faces=H");
  b.sendLine("FLIP id=11 n=1");
  b.run(kCoinMs);
  std::vector<std::string> after = b.hal.frames();
  CHECK_EQ(after.size(), 1u);
  CHECK_STR(after.at(0), "RESULT id=11 faces=H");
  CHECK_EQ(b.hal.kicks, 1);
}

TEST(another_request_while_busy_is_refused) {
  Bench b;
  b.hal.frames();
  b.hal.coins = {"HHHHH"};
  b.sendLine("FLIP id=1 n=1");
  b.sendLine("FLIP id=2 n=1");
  std::vector<std::string> frames = b.hal.frames();
  CHECK_STR(frames.at(1), "ERR id=2 code=busy");
}

TEST(repeat_resends_the_last_final_frame_byte_for_byte) {
  Bench b;
  b.hal.frames();
  b.hal.coins = {"TTTTT"};
  b.sendLine("FLIP id=12 n=1");
  b.sendLine("REPEAT id=12");
  CHECK_EQ(b.hal.frames().size(), 1u);
  b.run(kCoinMs + 5);
  b.hal.frames();
  b.sendLine("REPEAT id=12");
  CHECK_STR(b.hal.frames().at(0), "RESULT id=12 faces=T");
  b.sendLine("REPEAT id=99");
  CHECK_STR(b.hal.frames().at(0), "ERR id=99 code=unknown-id");
}

TEST(abort_stops_after_the_coin_in_the_air_lands) {
  Bench b;
  b.hal.frames();
  b.hal.coins = {"HHHHH", "HHHHH", "HHHHH"};
  b.sendLine("FLIP id=13 n=3");
  b.run(100);
  b.sendLine("ABORT id=13");
  b.run(3 * kCoinMs);
  std::vector<std::string> frames = b.hal.frames();
  CHECK_STR(frames.back(), "ERR id=13 code=aborted");
  CHECK_EQ(b.hal.kicks, 1);
  CHECK(!b.hal.kicking);
}

TEST(the_button_flips_one_coin_with_its_own_sequence_number) {
  Bench b;
  b.hal.frames();
  b.hal.coins = {"TTTTT", "HHHHH"};
  b.hal.button = true;
  b.run(40);
  b.hal.button = false;
  b.run(kCoinMs + 40);
  b.hal.button = true;
  b.run(40);
  b.hal.button = false;
  b.run(kCoinMs + 40);
  std::vector<std::string> frames = b.hal.frames();
  CHECK_EQ(frames.size(), 2u);
  CHECK_STR(frames.at(0), "BUTTON seq=1 faces=T");
  CHECK_STR(frames.at(1), "BUTTON seq=2 faces=H");
}

TEST(a_bouncing_button_contact_is_one_press) {
  Bench b;
  b.hal.frames();
  b.hal.coins = {"HHHHH"};
  for (int i = 0; i < 10; ++i) {
    b.hal.button = i % 2 == 0;
    b.run(3);
  }
  b.hal.button = true;
  b.run(40);
  b.hal.button = false;
  b.run(kCoinMs + 40);
  CHECK_EQ(b.hal.kicks, 1);
}

TEST(an_unreadable_button_flip_is_reported_with_its_sequence) {
  Bench b;
  b.hal.frames();
  b.hal.coins = {"UUUUU"};
  b.hal.button = true;
  b.run(40);
  b.hal.button = false;
  b.run(kCoinMs + 40);
  CHECK_STR(b.hal.frames().back(), "ERR seq=1 code=unreadable coin=1");
}

TEST(the_button_is_ignored_while_a_request_runs) {
  Bench b;
  b.hal.frames();
  b.hal.coins = {"HHHHH"};
  b.sendLine("FLIP id=1 n=1");
  b.hal.button = true;
  b.run(100);
  b.hal.button = false;
  b.run(kCoinMs + 100);
  std::vector<std::string> frames = b.hal.frames();
  CHECK_STR(frames.back(), "RESULT id=1 faces=H");
  CHECK_EQ(b.hal.kicks, 1);
}
