// The coin flipper as a host program on a (pseudo-)terminal, built from the same protocol and
// state machine sources as the firmware. Its "hardware" is simulated: faces from a script and
// then a seeded PRNG, configurable timings, SIGUSR1 presses the button, and flags that make it
// misbehave the way a real device on a noisy cable can.
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include <string>

#include "../coin_flipper/src/flipper.h"

namespace {

volatile sig_atomic_t buttonRequested = 0;

void onButtonSignal(int) { buttonRequested = 1; }

struct Options {
  const char* port = nullptr;
  uint32_t seed = 1;
  std::string faces;
  mm::Timing timing;
  const char* serial = "EMU-0001";
  const char* firmware = "1.0.0";
  bool mute = false;
  uint32_t noiseMs = 0;
  uint32_t corruptEvery = 0;
  uint32_t dropInEvery = 0;
  bool verbose = false;
};

uint32_t monotonicMs() {
  timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return static_cast<uint32_t>(ts.tv_sec * 1000u + ts.tv_nsec / 1000000u);
}

class HostHal : public mm::Hal {
 public:
  HostHal(int fd, const Options& options) : fd_(fd), options_(options), rng_(options.seed == 0 ? 1 : options.seed) {}

  uint32_t millis() override { return monotonicMs() - start_; }

  void kick(bool on) override {
    if (!on) return;
    // The face is decided when the coin is thrown, as in the air.
    if (scriptPos_ < options_.faces.size()) {
      next_ = options_.faces[scriptPos_++];
    } else {
      next_ = (nextRandom() >> 16) & 1 ? 'H' : 'T';
    }
  }

  mm::Face readFace() override {
    if (next_ == 'H') return mm::Face::Heads;
    if (next_ == 'T') return mm::Face::Tails;
    return mm::Face::Unknown;
  }

  bool buttonDown() override {
    if (buttonRequested) {
      buttonRequested = 0;
      pressUntil_ = millis() + options_.timing.debounceMs * 3 + 10;
    }
    return millis() < pressUntil_;
  }

  void led(bool) override {}

  void write(const char* data, size_t len) override {
    if (options_.mute) return;
    std::string frame(data, len);
    ++written_;
    if (options_.corruptEvery > 0 && written_ % options_.corruptEvery == 0 && len > 6) {
      // One flipped bit in the body: the CRC no longer matches and the hub must drop it.
      frame[1] = static_cast<char>(frame[1] ^ 0x04);
    }
    if (options_.verbose) fprintf(stderr, "emu > %s", frame.c_str());
    writeAll(frame.data(), frame.size());
  }

  void noise() {
    static const char* const kNoise[] = {"\x7f\xff\x03garbage\n", "RESULT id=1 faces=H*0000\n", "~~~~\n",
                                         "COIN id=2 i=1 face=T*ZZZZ\n", "\xfe\xfe\xfe"};
    const char* line = kNoise[nextRandom() % 5];
    writeAll(line, strlen(line));
  }

  uint32_t nextRandom() {
    rng_ ^= rng_ << 13;
    rng_ ^= rng_ >> 17;
    rng_ ^= rng_ << 5;
    return rng_;
  }

 private:
  void writeAll(const char* data, size_t len) {
    while (len > 0) {
      ssize_t n = ::write(fd_, data, len);
      if (n < 0) {
        if (errno == EAGAIN || errno == EINTR) {
          pollfd pfd = {fd_, POLLOUT, 0};
          ::poll(&pfd, 1, 10);
          continue;
        }
        exit(3);
      }
      data += n;
      len -= static_cast<size_t>(n);
    }
  }

  int fd_;
  const Options& options_;
  uint32_t rng_;
  uint32_t start_ = monotonicMs();
  size_t scriptPos_ = 0;
  char next_ = 'H';
  uint32_t pressUntil_ = 0;
  uint32_t written_ = 0;
};

void usage() {
  fprintf(stderr,
          "usage: coin-flipper-emu --port PATH [--seed N] [--faces HTU...] [--kick-ms N] [--settle-ms N]\n"
          "       [--sample-ms N] [--serial SN] [--firmware X.Y.Z] [--mute] [--noise-ms N]\n"
          "       [--corrupt-every K] [--drop-in-every K] [--verbose]\n"
          "faces: H heads, T tails, U the sensor cannot tell. SIGUSR1 presses the button.\n");
  exit(2);
}

uint32_t number(const char* text) {
  char* end = nullptr;
  unsigned long value = strtoul(text, &end, 10);
  if (end == text || *end != '\0') usage();
  return static_cast<uint32_t>(value);
}

Options parse(int argc, char** argv) {
  Options o;
  o.timing.kickMs = 20;
  o.timing.settleMs = 60;
  o.timing.sampleMs = 2;
  o.timing.debounceMs = 5;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    const char* value = i + 1 < argc ? argv[i + 1] : nullptr;
    auto take = [&]() {
      if (value == nullptr) usage();
      ++i;
      return value;
    };
    if (arg == "--port") o.port = take();
    else if (arg == "--seed") o.seed = number(take());
    else if (arg == "--faces") o.faces = take();
    else if (arg == "--kick-ms") o.timing.kickMs = number(take());
    else if (arg == "--settle-ms") o.timing.settleMs = number(take());
    else if (arg == "--sample-ms") o.timing.sampleMs = number(take());
    else if (arg == "--serial") o.serial = take();
    else if (arg == "--firmware") o.firmware = take();
    else if (arg == "--mute") o.mute = true;
    else if (arg == "--noise-ms") o.noiseMs = number(take());
    else if (arg == "--corrupt-every") o.corruptEvery = number(take());
    else if (arg == "--drop-in-every") o.dropInEvery = number(take());
    else if (arg == "--verbose") o.verbose = true;
    else usage();
  }
  if (o.port == nullptr) usage();
  for (char c : o.faces) {
    if (c != 'H' && c != 'T' && c != 'U') usage();
  }
  return o;
}

int openRaw(const char* path) {
  int fd = open(path, O_RDWR | O_NOCTTY | O_NONBLOCK);
  if (fd < 0) {
    perror(path);
    exit(1);
  }
  termios tio;
  if (tcgetattr(fd, &tio) == 0) {
    cfmakeraw(&tio);
    cfsetspeed(&tio, B115200);
    tcsetattr(fd, TCSANOW, &tio);
  }
  return fd;
}

}  // namespace

int main(int argc, char** argv) {
  Options options = parse(argc, argv);
  signal(SIGUSR1, onButtonSignal);
  signal(SIGPIPE, SIG_IGN);
  int fd = openRaw(options.port);
  HostHal hal(fd, options);
  mm::DeviceInfo info = {"MMCF-1-EMU", options.firmware, options.serial};
  mm::Flipper flipper(hal, info, options.timing);
  flipper.begin();
  fprintf(stderr, "coin-flipper-emu: ready on %s seed=%u\n", options.port, options.seed);

  uint32_t linesIn = 0;
  uint32_t nextNoise = options.noiseMs > 0 ? hal.millis() + options.noiseMs : 0;
  char buf[256];
  for (;;) {
    pollfd pfd = {fd, POLLIN, 0};
    int ready = ::poll(&pfd, 1, flipper.busy() ? 1 : 5);
    if (ready < 0 && errno != EINTR) return 4;
    if (ready > 0 && (pfd.revents & (POLLHUP | POLLERR)) && !(pfd.revents & POLLIN)) {
      // The other end of the terminal is gone: the device was unplugged.
      return 0;
    }
    if (ready > 0 && (pfd.revents & POLLIN)) {
      ssize_t n = read(fd, buf, sizeof buf);
      if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR)) return 0;
      for (ssize_t i = 0; i < n; ++i) {
        uint8_t byte = static_cast<uint8_t>(buf[i]);
        if (byte == '\n') ++linesIn;
        // Simulated line damage on the way in: the byte before a line's end turns to garbage.
        if (options.dropInEvery > 0 && byte == '\n' && linesIn % options.dropInEvery == 0) flipper.receive(0xFF);
        flipper.receive(byte);
      }
    }
    for (int step = 0; step < 64; ++step) flipper.poll();
    if (nextNoise != 0 && static_cast<int32_t>(hal.millis() - nextNoise) >= 0) {
      hal.noise();
      nextNoise = hal.millis() + options.noiseMs;
    }
  }
}
