// Host unit tests of the zone-board firmware logic (run by `make test` and by firmware.spec.ts).
#include <unistd.h>

#include <cstdio>
#include <deque>
#include <fstream>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "../host/broker_password.h"
#include "../host/sim_reader.h"
#include "../src/board.h"
#include "../src/debounce.h"
#include "../src/json.h"
#include "../src/ndef.h"
#include "../src/pn532_reader.h"
#include "../src/protocol.h"
#include "../src/report_buffer.h"
#include "../src/sequence.h"
#include "check.h"

using namespace zoneboard;

namespace {

class MemoryStore : public KeyValueStore {
 public:
  bool failWrites = false;
  std::map<std::string, uint64_t> values;
  bool getU64(const std::string& key, uint64_t& value) override {
    auto it = values.find(key);
    if (it == values.end()) return false;
    value = it->second;
    return true;
  }
  bool setU64(const std::string& key, uint64_t value) override {
    if (failWrites) return false;
    values[key] = value;
    return true;
  }
};

struct Published {
  std::string topic;
  std::string payload;
  int qos;
  bool retain;
  int mid;
};

class FakeTransport : public MqttTransport {
 public:
  bool up = false;
  int nextMid = 1;
  std::vector<Published> published;
  std::vector<std::string> subscriptions;
  bool connected() const override { return up; }
  int publish(const std::string& topic, const std::string& payload, int qos, bool retain) override {
    if (!up) return -1;
    int mid = qos == 0 ? 0 : nextMid++;
    published.push_back({topic, payload, qos, retain, mid});
    return mid;
  }
  bool subscribe(const std::string& filter, int) override {
    subscriptions.push_back(filter);
    return up;
  }
  std::vector<Published> on(const std::string& suffix) const {
    std::vector<Published> out;
    for (const Published& p : published) {
      if (p.topic.size() >= suffix.size() && p.topic.compare(p.topic.size() - suffix.size(), suffix.size(), suffix) == 0) {
        out.push_back(p);
      }
    }
    return out;
  }
};

class QuietIndicator : public Indicator {
 public:
  uint32_t lastIdentify = 0;
  void identify(uint32_t durationMs) override { lastIdentify = durationMs; }
};

// A reader that checks, at every poll, that every other antenna's RF is off.
class WatchedReader : public SimReader {
 public:
  std::vector<WatchedReader*>* all = nullptr;
  int pollsWithNeighbourRfOn = 0;
  PollResult poll() override {
    for (WatchedReader* other : *all) {
      if (other != this && other->rf()) ++pollsWithNeighbourRfOn;
    }
    return SimReader::poll();
  }
};

struct Rig {
  BoardConfig config;
  std::vector<WatchedReader*> readers;
  std::vector<std::unique_ptr<WatchedReader>> owned;
  FakeTransport transport;
  MemoryStore store;
  QuietIndicator indicator;
  std::unique_ptr<Board> board;
  uint64_t now = 1000;

  explicit Rig(int antennas, size_t capacity = 16) {
    config.id = {"hub", "t1", "b1"};
    config.pollIntervalMs = 10;
    config.settle = 2;
    config.settleAbsent = 3;
    config.watchdogMisses = 3;
    config.bufferCapacity = capacity;
    config.statusIntervalMs = 30000;
    for (int i = 0; i < antennas; ++i) {
      owned.push_back(std::make_unique<WatchedReader>());
      readers.push_back(owned.back().get());
    }
    for (WatchedReader* r : readers) r->all = &readers;
    boot();
  }
  void boot() {
    std::vector<Antenna> antennas;
    for (size_t i = 0; i < readers.size(); ++i) antennas.push_back({static_cast<int>(i), readers[i]});
    board = std::make_unique<Board>(config, antennas, transport, store, indicator);
    board->begin(now);
  }
  // Runs the board for ms milliseconds of its clock, one poll interval at a time.
  void run(uint64_t ms) {
    for (uint64_t end = now + ms; now < end; now += config.pollIntervalMs) board->tick(now);
  }
  void connect() {
    transport.up = true;
    board->onConnected(now);
    board->onSubscribed(now);
    hub(true);
  }
  void hub(bool online, const std::string& session = "s1") {
    board->onMessage("mirrormat/hub/availability",
                     online ? R"({"v":1,"state":"online","session":")" + session + "\"}" : R"({"v":1,"state":"offline"})", now);
  }
  void ackAll() {
    for (const Published& p : transport.published) {
      if (p.mid > 0) board->onPublished(p.mid);
    }
  }
  std::vector<std::string> reports(int antenna) const {
    std::vector<std::string> out;
    for (const Published& p : transport.on("/zone/" + std::to_string(antenna))) out.push_back(p.payload);
    return out;
  }
};

bool contains(const std::string& haystack, const std::string& needle) { return haystack.find(needle) != std::string::npos; }

}  // namespace

// ---- debounce ----

TEST("a reading is reported once it has been seen on `settle` polls in a row") {
  Debouncer d(2, 3);
  EXPECT(!d.feed(Observation::present("04A1B2C3D4E5F6")));
  auto settled = d.feed(Observation::present("04A1B2C3D4E5F6"));
  EXPECT(settled.has_value());
  EXPECT_EQ(settled->uids.front(), std::string("04A1B2C3D4E5F6"));
}

TEST("a tag flickering at the edge of the field is not reported as removed") {
  Debouncer d(2, 3);
  d.feed(Observation::present("04A1B2C3D4E5F6"));
  d.feed(Observation::present("04A1B2C3D4E5F6"));
  EXPECT(!d.feed(Observation::absent()));
  EXPECT(!d.feed(Observation::absent()));
  EXPECT(!d.feed(Observation::present("04A1B2C3D4E5F6")));
  EXPECT(!d.feed(Observation::absent()));
  EXPECT(!d.feed(Observation::absent()));
  EXPECT(d.feed(Observation::absent()).has_value());
}

TEST("the same settled reading is reported once, and the first one after boot always") {
  Debouncer d(2, 3);
  d.feed(Observation::absent());
  d.feed(Observation::absent());
  EXPECT(d.feed(Observation::absent()).has_value());
  EXPECT(!d.feed(Observation::absent()));
  EXPECT(!d.feed(Observation::absent()));
}

// ---- report buffer ----

TEST("a full buffer drops its oldest report and counts it") {
  ReportBuffer buffer(3);
  for (uint64_t seq = 0; seq < 5; ++seq) buffer.push(Report{seq, 0, Observation::absent(), 0, -1});
  EXPECT_EQ(buffer.size(), 3u);
  EXPECT_EQ(buffer.dropped(), 2u);
  std::vector<uint64_t> kept;
  buffer.forEachUnsent([&](Report& r) { kept.push_back(r.seq); });
  EXPECT_EQ(kept.front(), 2u);
  EXPECT_EQ(kept.back(), 4u);
}

TEST("a report leaves the buffer only when its PUBACK arrives, and is resent after a disconnect") {
  ReportBuffer buffer(4);
  buffer.push(Report{7, 0, Observation::absent(), 0, -1});
  buffer.forEachUnsent([](Report& r) { r.mid = 11; });
  int unsent = 0;
  buffer.forEachUnsent([&](Report&) { ++unsent; });
  EXPECT_EQ(unsent, 0);
  buffer.connectionLost();
  buffer.forEachUnsent([&](Report& r) {
    ++unsent;
    r.mid = 12;
  });
  EXPECT_EQ(unsent, 1);
  EXPECT(!buffer.acknowledge(11));
  EXPECT(buffer.acknowledge(12));
  EXPECT_EQ(buffer.size(), 0u);
}

// ---- sequence ----

TEST("the sequence number continues after a reboot") {
  MemoryStore store;
  SequenceCounter first(store);
  first.begin();
  uint64_t seq = 99;
  EXPECT(first.take(seq));
  EXPECT_EQ(seq, 0u);
  EXPECT(first.take(seq));
  EXPECT_EQ(seq, 1u);
  SequenceCounter afterReboot(store);
  afterReboot.begin();
  EXPECT(afterReboot.take(seq));
  EXPECT_EQ(seq, 2u);
}

TEST("no number is handed out when it cannot be stored, so none is ever reused") {
  MemoryStore store;
  SequenceCounter counter(store);
  counter.begin();
  uint64_t seq = 0;
  counter.take(seq);
  store.failWrites = true;
  EXPECT(!counter.take(seq));
  EXPECT_EQ(counter.peek(), 1u);
}

// ---- protocol ----

TEST("zone reports encode each reading as PROTOCOL.md shows") {
  EXPECT_EQ(encodeReport(Report{5, 0, Observation::present("04A1B2C3D4E5F6", "sv1-25"), 1234, -1}),
            std::string(R"({"v":1,"seq":5,"reading":{"kind":"present","uid":"04A1B2C3D4E5F6","cardId":"sv1-25"},"uptimeMs":1234})"));
  EXPECT_EQ(encodeReport(Report{6, 0, Observation::present("04A1B2C3D4E5F6"), 0, -1}),
            std::string(R"({"v":1,"seq":6,"reading":{"kind":"present","uid":"04A1B2C3D4E5F6"},"uptimeMs":0})"));
  EXPECT_EQ(encodeReport(Report{7, 0, Observation::several({"04A1B2C3D4E5F6", "04112233445566"}), 0, -1}),
            std::string(R"({"v":1,"seq":7,"reading":{"kind":"several","uids":["04A1B2C3D4E5F6","04112233445566"]},"uptimeMs":0})"));
  EXPECT_EQ(encodeReport(Report{8, 0, Observation::unreadable("garbled \"NDEF\""), 0, -1}),
            std::string(R"({"v":1,"seq":8,"reading":{"kind":"unreadable","reason":"garbled \"NDEF\""},"uptimeMs":0})"));
  EXPECT_EQ(encodeReport(Report{9, 0, Observation::absent(), 0, -1}),
            std::string(R"({"v":1,"seq":9,"reading":{"kind":"absent"},"uptimeMs":0})"));
}

TEST("topics are scoped by hub, table and board") {
  BoardId id{"hub-2", "store-3", "p1-left"};
  EXPECT_EQ(zoneTopic(id, 4), std::string("mirrormat/hub-2/store-3/board/p1-left/zone/4"));
  EXPECT_EQ(availabilityTopic(id), std::string("mirrormat/hub-2/store-3/board/p1-left/availability"));
  EXPECT_EQ(requestFilter(id), std::string("mirrormat/hub-2/store-3/board/p1-left/request/+"));
  EXPECT_EQ(responseTopic(id, "identify"), std::string("mirrormat/hub-2/store-3/board/p1-left/response/identify"));
  EXPECT_EQ(hubAvailabilityTopic(id), std::string("mirrormat/hub-2/availability"));
}

TEST("requests parse; a bad one with an id is answered, one without is dropped") {
  BoardId id{"hub", "t1", "b1"};
  Request r;
  std::string error;
  EXPECT(parseRequest(id, "mirrormat/hub/t1/board/b1/request/write_ndef", R"({"v":1,"id":"r-1","antenna":2,"cardId":"sv1-25"})", r, error) == RequestParse::Ok);
  EXPECT_EQ(r.antenna, 2);
  EXPECT_EQ(r.cardId, std::string("sv1-25"));
  EXPECT(parseRequest(id, "mirrormat/hub/t1/board/b1/request/set_polling", R"({"v":1,"id":"r-2","intervalMs":0})", r, error) == RequestParse::Invalid);
  EXPECT_EQ(r.id, std::string("r-2"));
  EXPECT(parseRequest(id, "mirrormat/hub/t1/board/b1/request/identify", R"({"v":2,"id":"r-3","durationMs":500})", r, error) == RequestParse::Invalid);
  EXPECT(parseRequest(id, "mirrormat/hub/t1/board/b1/request/reboot", R"({"v":1,"id":"r-4"})", r, error) == RequestParse::Invalid);
  EXPECT(parseRequest(id, "mirrormat/hub/t1/board/b1/request/identify", R"({"v":1,"durationMs":500})", r, error) == RequestParse::Unusable);
  EXPECT(parseRequest(id, "mirrormat/hub/t1/board/b1/request/identify", R"({"v":1,"id":"x","durationMs":{}})", r, error) == RequestParse::Unusable);
  EXPECT(parseRequest(id, "mirrormat/hub/t2/board/b1/request/identify", R"({"v":1,"id":"x","durationMs":500})", r, error) == RequestParse::Unusable);
  EXPECT(parseRequest(id, "mirrormat/hub/t1/board/b1/request/Identify", R"({"v":1,"id":"x","durationMs":500})", r, error) == RequestParse::Unusable);
}

TEST("the request parser refuses nesting, fractions, duplicates and trailing bytes") {
  std::map<std::string, JsonValue> out;
  std::string error;
  EXPECT(parseFlatObject(R"( {"a":"x\"y","b":-12,"c":true,"d":null} )", out, error));
  EXPECT_EQ(out["a"].string, std::string("x\"y"));
  EXPECT_EQ(out["b"].integer, -12);
  EXPECT(!parseFlatObject(R"({"a":[1]})", out, error));
  EXPECT(!parseFlatObject(R"({"a":1.5})", out, error));
  EXPECT(!parseFlatObject(R"({"a":1,"a":2})", out, error));
  EXPECT(!parseFlatObject(R"({"a":1} x)", out, error));
  EXPECT(!parseFlatObject(R"({"a":"\u0041"})", out, error));
  EXPECT(!parseFlatObject(std::string(2000, ' '), out, error));
  EXPECT(!parseFlatObject("", out, error));
}

TEST("card ids and UIDs are checked as the hub's schema checks them") {
  EXPECT(isValidCardId("sv1-25"));
  EXPECT(isValidCardId("cel25c-15_A1"));
  EXPECT(!isValidCardId("SV1-25"));
  EXPECT(!isValidCardId("sv1"));
  EXPECT(!isValidCardId("sv1-"));
  EXPECT(!isValidCardId(std::string(33, 'a')));
  EXPECT(isValidUid("04A1B2C3D4E5F6"));
  EXPECT(isValidUid("DEADBEEF"));
  EXPECT(!isValidUid("04a1b2c3d4e5f6"));
  EXPECT(!isValidUid("04A1B2"));
}

// ---- NDEF ----

TEST("the card record the board writes reads back as the card id") {
  std::vector<uint8_t> bytes = buildCardRecord("swsh12pt5gg-GG01");
  EXPECT_EQ(bytes.size() % 4, 0u);
  NdefCard card = parseCardRecord(bytes);
  EXPECT(card.kind == NdefCard::Kind::Card);
  EXPECT_EQ(card.cardId, std::string("swsh12pt5gg-GG01"));
}

TEST("a Text record holding a card id is a card record too") {
  // TLV 03 len, record D1 01 len 'T' 02 'e' 'n' "sv1-25", terminator
  std::vector<uint8_t> mem{0x03, 0x0D, 0xD1, 0x01, 0x09, 'T', 0x02, 'e', 'n', 's', 'v', '1', '-', '2', '5', 0xFE};
  NdefCard card = parseCardRecord(mem);
  EXPECT(card.kind == NdefCard::Kind::Card);
  EXPECT_EQ(card.cardId, std::string("sv1-25"));
}

TEST("a blank tag, a URL tag, a broken record and a short read are told apart") {
  EXPECT(parseCardRecord({0x03, 0x00, 0xFE, 0x00}).kind == NdefCard::Kind::NoCard);
  // The PROVEN.md sample: Text record "hi" — a text that is not a card id is garbled for us.
  EXPECT(parseCardRecord({0x03, 0x09, 0xD1, 0x01, 0x05, 0x54, 0x02, 0x65, 0x6E, 0x68, 0x69, 0xFE}).kind ==
         NdefCard::Kind::Garbled);
  // URI record (TNF 1, type "U"): some other sticker.
  EXPECT(parseCardRecord({0x03, 0x08, 0xD1, 0x01, 0x04, 'U', 0x04, 'a', '.', 'b', 0xFE}).kind == NdefCard::Kind::NoCard);
  // Payload length beyond the message.
  EXPECT(parseCardRecord({0x03, 0x04, 0xD4, 0x12, 0x40, 'm', 0xFE}).kind == NdefCard::Kind::Garbled);
  NdefCard more = parseCardRecord({0x03, 0x20, 0xD4});
  EXPECT(more.kind == NdefCard::Kind::NeedMore);
  EXPECT_EQ(more.needed, 34u);
}

// ---- PN532 ----

namespace {

// A PN532 on the far side of the link: answers frames as UM0701-02 describes, with NTAG215 tags.
class FakePn532 : public Pn532Link {
 public:
  struct Tag {
    std::vector<uint8_t> uid;
    std::vector<uint8_t> memory = std::vector<uint8_t>(504, 0);  // from page 4
  };
  std::vector<Tag> field;
  bool silent = false;
  bool rf = false;
  std::vector<std::vector<uint8_t>> received;

  void wakeup() override {}
  bool sendFrame(const std::vector<uint8_t>& frame) override {
    received.push_back(frame);
    if (silent) return true;
    pending_.push_back({0x00, 0x00, 0xFF, 0x00, 0xFF, 0x00});
    pending_.push_back(respond(std::vector<uint8_t>(frame.begin() + 6, frame.end() - 2)));
    return true;
  }
  bool waitReady(uint32_t) override { return !pending_.empty(); }
  bool receiveFrame(std::vector<uint8_t>& frame) override {
    if (pending_.empty()) return false;
    frame = pending_.front();
    pending_.pop_front();
    return true;
  }

 private:
  std::deque<std::vector<uint8_t>> pending_;

  static std::vector<uint8_t> frameOf(uint8_t code, const std::vector<uint8_t>& data) {
    std::vector<uint8_t> body{0xD5, static_cast<uint8_t>(code + 1)};
    body.insert(body.end(), data.begin(), data.end());
    uint8_t len = static_cast<uint8_t>(body.size());
    std::vector<uint8_t> f{0x00, 0x00, 0xFF, len, static_cast<uint8_t>(0x100 - len)};
    uint8_t sum = 0;
    for (uint8_t b : body) sum = static_cast<uint8_t>(sum + b);
    f.insert(f.end(), body.begin(), body.end());
    f.push_back(static_cast<uint8_t>(0x100 - sum));
    f.push_back(0x00);
    return f;
  }

  std::vector<uint8_t> respond(const std::vector<uint8_t>& c) {
    switch (c[0]) {
      case 0x02: return frameOf(0x02, {0x32, 0x01, 0x06, 0x07});
      case 0x14: return frameOf(0x14, {});
      case 0x32:
        if (c[1] == 0x01) rf = c[2] & 0x01;
        return frameOf(0x32, {});
      case 0x4A: {
        std::vector<uint8_t> data{0};
        if (rf) {
          for (size_t i = 0; i < field.size() && i < c[1]; ++i) {
            data[0]++;
            data.insert(data.end(), {static_cast<uint8_t>(i + 1), 0x00, 0x44, 0x00, static_cast<uint8_t>(field[i].uid.size())});
            data.insert(data.end(), field[i].uid.begin(), field[i].uid.end());
          }
        }
        return frameOf(0x4A, data);
      }
      case 0x40: {
        if (!rf || field.empty()) return frameOf(0x40, {0x01});  // timeout status
        Tag& tag = field.front();
        size_t at = (c[3] - 4) * 4;
        if (c[2] == 0x30) {
          std::vector<uint8_t> data{0x00};
          data.insert(data.end(), tag.memory.begin() + at, tag.memory.begin() + at + 16);
          return frameOf(0x40, data);
        }
        std::copy(c.begin() + 4, c.begin() + 8, tag.memory.begin() + at);
        return frameOf(0x40, {0x00});
      }
      case 0x52: return frameOf(0x52, {0x00});
      default: return frameOf(c[0], {});
    }
  }
};

const std::vector<uint8_t> kUid{0x04, 0xA1, 0xB2, 0xC3, 0xD4, 0xE5, 0xF6};

}  // namespace

TEST("PN532 frames carry the length and data checksums of UM0701-02") {
  // GetFirmwareVersion: 00 00 FF 02 FE D4 02 2A 00
  EXPECT(Pn532Reader::buildFrame({0x02}) == (std::vector<uint8_t>{0x00, 0x00, 0xFF, 0x02, 0xFE, 0xD4, 0x02, 0x2A, 0x00}));
  std::vector<uint8_t> data;
  EXPECT(Pn532Reader::parseResponse({0x00, 0x00, 0xFF, 0x06, 0xFA, 0xD5, 0x03, 0x32, 0x01, 0x06, 0x07, 0xE8, 0x00}, 0x02, data));
  EXPECT_EQ(data.size(), 4u);
  EXPECT(!Pn532Reader::parseResponse({0x00, 0x00, 0xFF, 0x06, 0xFA, 0xD5, 0x03, 0x32, 0x01, 0x06, 0x07, 0xE9, 0x00}, 0x02, data));
}

TEST("PN532: an empty field is absent, one card tag is present with its card id, two tags are several") {
  FakePn532 chip;
  Pn532Reader reader(chip);
  EXPECT(reader.begin());
  reader.setRf(true);
  PollResult empty = reader.poll();
  EXPECT(empty.answered);
  EXPECT(empty.seen.kind == SeenKind::Absent);

  FakePn532::Tag tag{kUid};
  std::vector<uint8_t> record = buildCardRecord("sv2-81");
  std::copy(record.begin(), record.end(), tag.memory.begin());
  chip.field.push_back(tag);
  PollResult one = reader.poll();
  EXPECT(one.seen == Observation::present("04A1B2C3D4E5F6", "sv2-81"));

  chip.field.push_back(FakePn532::Tag{{0x04, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66}});
  PollResult two = reader.poll();
  EXPECT(two.seen == Observation::several({"04A1B2C3D4E5F6", "04112233445566"}));
}

TEST("PN532: a chip that does not answer is reported as not answering, for the watchdog") {
  FakePn532 chip;
  Pn532Reader reader(chip);
  EXPECT(reader.begin());
  chip.silent = true;
  EXPECT(!reader.poll().answered);
  EXPECT(!reader.begin());
}

TEST("PN532: RF is switched by RFConfiguration item 1") {
  FakePn532 chip;
  Pn532Reader reader(chip);
  reader.begin();
  reader.setRf(true);
  EXPECT(chip.rf);
  reader.setRf(false);
  EXPECT(!chip.rf);
  EXPECT(chip.received.back() == Pn532Reader::buildFrame({0x32, 0x01, 0x00}));
}

TEST("PN532: write_ndef writes the card record and verifies it by reading it back") {
  FakePn532 chip;
  Pn532Reader reader(chip);
  reader.begin();
  reader.setRf(true);
  chip.field.push_back(FakePn532::Tag{kUid});
  WriteResult written = reader.writeCardId("sv3pt5-151");
  EXPECT(written.ok);
  EXPECT_EQ(written.uid, std::string("04A1B2C3D4E5F6"));
  EXPECT(reader.poll().seen == Observation::present("04A1B2C3D4E5F6", "sv3pt5-151"));
  chip.field.push_back(FakePn532::Tag{{0x04, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66}});
  EXPECT_EQ(reader.writeCardId("sv1-1").error, std::string("more than one tag on the antenna"));
}

// ---- the board ----

TEST("only the polled antenna's RF is on; idle antennas are off") {
  Rig rig(4);
  rig.readers[1]->set(Observation::present("04A1B2C3D4E5F6"));
  rig.run(1000);
  int polls = 0;
  for (WatchedReader* r : rig.readers) {
    EXPECT_EQ(r->pollsWithNeighbourRfOn, 0);
    EXPECT_EQ(r->pollsWithRfOff(), 0);
    EXPECT(!r->rf());
    polls += r->polls();
  }
  EXPECT_EQ(polls, 100);
}

TEST("two tags on one antenna are reported as several, never as absent") {
  Rig rig(1);
  rig.connect();
  rig.readers[0]->set(Observation::several({"04A1B2C3D4E5F6", "04112233445566"}));
  rig.run(200);
  std::vector<std::string> reports = rig.reports(0);
  EXPECT_EQ(reports.size(), 1u);
  EXPECT(contains(reports[0], R"("kind":"several")"));
}

TEST("a reader that stops answering is re-initialised by the watchdog, and its zone is not reported empty") {
  Rig rig(2);
  rig.connect();
  rig.readers[0]->set(Observation::present("04A1B2C3D4E5F6"));
  rig.run(200);
  size_t before = rig.reports(0).size();
  int beginsBefore = rig.readers[0]->begins();
  rig.readers[0]->hang(true);
  rig.run(200);
  EXPECT(rig.readers[0]->begins() > beginsBefore);
  EXPECT(!rig.board->readerOk(0));
  EXPECT_EQ(rig.reports(0).size(), before);
  rig.readers[0]->hang(false);
  rig.run(200);
  EXPECT(rig.board->readerOk(0));
  EXPECT(rig.board->readerResets(0) >= 1u);
  EXPECT_EQ(rig.reports(0).size(), before);
  // The status said so both times.
  EXPECT(contains(rig.transport.on("/status").back().payload, R"({"antenna":0,"ok":true,"resets":)"));
}

TEST("reports made while offline are buffered and sent in order after availability and status") {
  Rig rig(1);
  rig.readers[0]->set(Observation::present("04A1B2C3D4E5F6"));
  rig.run(200);
  rig.readers[0]->set(Observation::absent());
  rig.run(200);
  EXPECT_EQ(rig.board->buffer().size(), 2u);
  rig.connect();
  std::vector<Published>& p = rig.transport.published;
  EXPECT_EQ(p.size(), 4u);
  EXPECT(contains(p[0].topic, "/availability") && p[0].retain && contains(p[0].payload, "online"));
  EXPECT(contains(p[1].topic, "/status") && p[1].retain && contains(p[1].payload, R"("nextSeq":2)"));
  EXPECT(contains(p[2].payload, R"("seq":0)") && contains(p[2].payload, "present"));
  EXPECT(contains(p[3].payload, R"("seq":1)") && contains(p[3].payload, "absent"));
  EXPECT_EQ(p[2].qos, 1);
  rig.ackAll();
  EXPECT_EQ(rig.board->buffer().size(), 0u);
}

TEST("a restarted hub (new session) is told every antenna's reading again; a broker restart (same session) is not") {
  Rig rig(2);
  rig.connect();
  rig.readers[0]->set(Observation::present("04A1B2C3D4E5F6", "sv1-25"));
  rig.run(300);
  EXPECT_EQ(rig.reports(0).size(), 1u);
  EXPECT_EQ(rig.reports(1).size(), 1u);
  rig.ackAll();
  rig.hub(false);
  rig.hub(true, "s1");
  EXPECT_EQ(rig.reports(0).size(), 1u);
  rig.hub(false);
  rig.hub(true, "s2");
  std::vector<std::string> again = rig.reports(0);
  EXPECT_EQ(again.size(), 2u);
  EXPECT(contains(again[1], R"("seq":2,"reading":{"kind":"present","uid":"04A1B2C3D4E5F6","cardId":"sv1-25"})"));
  EXPECT(contains(rig.reports(1).back(), R"("seq":3,"reading":{"kind":"absent"})"));
}

TEST("the board announces itself online only once its request subscription is acknowledged") {
  Rig rig(1);
  rig.run(200);
  rig.transport.up = true;
  rig.board->onConnected(rig.now);
  EXPECT_EQ(rig.transport.subscriptions.size(), 2u);
  EXPECT(rig.transport.published.empty());
  rig.board->onSubscribed(rig.now);
  EXPECT(contains(rig.transport.published.at(0).payload, "online"));
  EXPECT_EQ(rig.transport.subscriptions.at(1), std::string("mirrormat/hub/availability"));
}

TEST("reports wait in the buffer until the hub says it is listening, and again when it goes away") {
  Rig rig(1);
  rig.run(200);
  rig.transport.up = true;
  rig.board->onConnected(rig.now);
  rig.board->onSubscribed(rig.now);
  rig.run(200);
  EXPECT_EQ(rig.reports(0).size(), 0u);
  rig.hub(true);
  EXPECT_EQ(rig.reports(0).size(), 1u);
  rig.hub(false);
  rig.readers[0]->set(Observation::present("04A1B2C3D4E5F6"));
  rig.run(200);
  EXPECT_EQ(rig.reports(0).size(), 1u);
  // The first report was never acknowledged: it goes again, then the new one.
  rig.hub(true);
  std::vector<std::string> reports = rig.reports(0);
  EXPECT_EQ(reports.size(), 3u);
  EXPECT(contains(reports[1], R"("seq":0)") && contains(reports[2], R"("seq":1)"));
  rig.board->onMessage("mirrormat/hub/availability", "garbage", rig.now);
  EXPECT(rig.board->hubOnline());
}

TEST("another hub on the same broker going offline does not pause this board's reports") {
  Rig rig(1);
  rig.run(200);
  rig.connect();
  EXPECT_EQ(rig.reports(0).size(), 1u);
  rig.board->onMessage("mirrormat/hub-b/availability", R"({"v":1,"state":"offline"})", rig.now);
  EXPECT(rig.board->hubOnline());
  rig.readers[0]->set(Observation::present("04A1B2C3D4E5F6"));
  rig.run(200);
  EXPECT_EQ(rig.reports(0).size(), 2u);
}

TEST("without a SUBACK the board still announces itself after the timeout, so reports flow") {
  Rig rig(1);
  rig.transport.up = true;
  rig.board->onConnected(rig.now);
  rig.run(1000);
  EXPECT(rig.transport.published.empty());
  rig.run(1100);
  EXPECT(contains(rig.transport.published.at(0).payload, "online"));
  rig.hub(true);
  EXPECT_EQ(rig.reports(0).size(), 1u);
}

TEST("reports not acknowledged before a connection drop are sent again on the next connection") {
  Rig rig(1);
  rig.connect();
  rig.readers[0]->set(Observation::present("04A1B2C3D4E5F6"));
  rig.run(200);
  EXPECT_EQ(rig.reports(0).size(), 1u);
  rig.transport.up = false;
  rig.board->onDisconnected();
  rig.connect();
  std::vector<std::string> reports = rig.reports(0);
  EXPECT_EQ(reports.size(), 2u);
  EXPECT_EQ(reports[0], reports[1]);
}

TEST("a long outage overflows the buffer: the oldest reports go, the latest state survives") {
  Rig rig(1, 4);
  for (int i = 0; i < 5; ++i) {
    rig.readers[0]->set(Observation::present("04A1B2C3D4E5F6"));
    rig.run(100);
    rig.readers[0]->set(Observation::absent());
    rig.run(100);
  }
  EXPECT_EQ(rig.board->buffer().dropped(), 6u);
  rig.connect();
  std::vector<std::string> reports = rig.reports(0);
  EXPECT_EQ(reports.size(), 4u);
  EXPECT(contains(reports.back(), R"("seq":9)") && contains(reports.back(), "absent"));
  EXPECT(contains(rig.transport.on("/status").back().payload, R"("buffer":{"used":4,"capacity":4,"dropped":6})"));
}

TEST("after a reboot the board numbers on from where it stopped") {
  Rig rig(1);
  rig.connect();
  rig.run(200);
  rig.readers[0]->set(Observation::present("04A1B2C3D4E5F6"));
  rig.run(200);
  EXPECT_EQ(rig.board->nextSeq(), 2u);  // the boot reading (absent) and the tag
  rig.transport.published.clear();
  rig.boot();
  rig.connect();
  rig.run(200);
  EXPECT(contains(rig.transport.on("/status").front().payload, R"("nextSeq":2)"));
  EXPECT(contains(rig.reports(0).front(), R"("seq":2)"));
}

TEST("identify, set_polling and write_ndef are answered on the response topic with the request id") {
  Rig rig(2);
  rig.connect();
  rig.board->onMessage("mirrormat/hub/t1/board/b1/request/identify", R"({"v":1,"id":"a1","durationMs":1500})", rig.now);
  EXPECT_EQ(rig.indicator.lastIdentify, 1500u);
  EXPECT_EQ(rig.transport.on("/response/identify").back().payload, std::string(R"({"v":1,"id":"a1","status":"ok"})"));

  rig.board->onMessage("mirrormat/hub/t1/board/b1/request/set_polling", R"({"v":1,"id":"a2","intervalMs":40})", rig.now);
  EXPECT_EQ(rig.board->pollIntervalMs(), 40u);

  rig.readers[1]->set(Observation::present("04A1B2C3D4E5F6"));
  rig.board->onMessage("mirrormat/hub/t1/board/b1/request/write_ndef", R"({"v":1,"id":"a3","antenna":1,"cardId":"sv1-25"})", rig.now);
  EXPECT_EQ(rig.transport.on("/response/write_ndef").back().payload,
            std::string(R"({"v":1,"id":"a3","status":"ok","uid":"04A1B2C3D4E5F6"})"));
  rig.board->onMessage("mirrormat/hub/t1/board/b1/request/write_ndef", R"({"v":1,"id":"a4","antenna":0,"cardId":"sv1-25"})", rig.now);
  EXPECT_EQ(rig.transport.on("/response/write_ndef").back().payload,
            std::string(R"({"v":1,"id":"a4","status":"error","error":"no tag on the antenna"})"));
  rig.board->onMessage("mirrormat/hub/t1/board/b1/request/identify", R"({"v":1,"id":"a5","durationMs":5})", rig.now);
  EXPECT(contains(rig.transport.on("/response/identify").back().payload, R"("id":"a5","status":"error")"));
  size_t before = rig.transport.published.size();
  rig.board->onMessage("mirrormat/hub/t1/board/b1/request/identify", "not json", rig.now);
  EXPECT_EQ(rig.transport.published.size(), before);
  EXPECT_EQ(rig.transport.subscriptions.front(), std::string("mirrormat/hub/t1/board/b1/request/+"));
}

// The emulator's broker password, kept off its command line (host/broker_password.h).
namespace {
std::string fileWith(const std::string& text) {
  char path[] = "/tmp/zb-password-XXXXXX";
  int fd = mkstemp(path);
  if (fd >= 0) close(fd);
  std::ofstream(path, std::ios::binary) << text;
  return path;
}
}  // namespace

TEST("the emulator reads its broker password from --password-file, without the trailing newline") {
  std::string path = fileWith("s3cret pass\n");
  PasswordChoice chosen = chooseBrokerPassword({"zb-store1-a", std::nullopt, path, std::nullopt});
  std::remove(path.c_str());
  EXPECT_EQ(chosen.error, std::string());
  EXPECT_EQ(chosen.password, std::string("s3cret pass"));
}

TEST("the emulator reads its broker password from MIRRORMAT_BOARD_PASSWORD") {
  PasswordChoice chosen = chooseBrokerPassword({"zb-store1-a", std::nullopt, std::nullopt, std::string("from-env")});
  EXPECT_EQ(chosen.error, std::string());
  EXPECT_EQ(chosen.password, std::string("from-env"));
}

TEST("two password sources at once are refused, naming the options") {
  PasswordChoice chosen = chooseBrokerPassword({"zb-store1-a", std::string("inline"), std::nullopt, std::string("from-env")});
  EXPECT_EQ(chosen.error, std::string("give one of --password, --password-file or MIRRORMAT_BOARD_PASSWORD, not several"));
  EXPECT_EQ(chosen.password, std::string());
}

TEST("a password file that cannot be read or is empty is refused, naming the file") {
  PasswordChoice missing = chooseBrokerPassword({"zb-store1-a", std::nullopt, std::string("/nonexistent/zb-password"), std::nullopt});
  EXPECT_EQ(missing.error, std::string("--password-file: cannot read /nonexistent/zb-password"));
  std::string path = fileWith("\n");
  PasswordChoice empty = chooseBrokerPassword({"zb-store1-a", std::nullopt, path, std::nullopt});
  std::remove(path.c_str());
  EXPECT_EQ(empty.error, "--password-file: " + path + " is empty");
}

TEST("a broker password without a user name is refused; neither logs in anonymously") {
  EXPECT_EQ(chooseBrokerPassword({"", std::nullopt, std::nullopt, std::string("from-env")}).error, std::string("a broker password needs --user"));
  PasswordChoice none = chooseBrokerPassword({"", std::nullopt, std::nullopt, std::nullopt});
  EXPECT_EQ(none.error, std::string());
  EXPECT_EQ(none.password, std::string());
}

int main() { return check::runAll(); }
