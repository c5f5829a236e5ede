// zone-board-emulator: the board firmware's logic (../src, the same sources as the ESP32 build)
// with scripted antennas and libmosquitto, playing a board against a real broker.
//
//   zone-board-emulator [--hub h1] --table t1 --board b1 --antennas 0,1,2 --port 1883 --user u --password-file f
//       --state-file /tmp/b1.state [--script file] [--poll-ms 5] [--buffer 256] [--cafile ca.pem]
//
// The broker password: --password-file, or MIRRORMAT_BOARD_PASSWORD in the environment
// (broker_password.h); --password p works too, but `ps` shows it to everyone on the machine.
//
// Script (a file, or stdin when --script is absent), one command a line, # comments:
//   place <antenna> <uid> [cardId]   a tag enters the field (cardId: the NDEF card record)
//   remove <antenna>                 the field is empty
//   several <antenna> <uid> <uid>    two tags answer
//   unreadable <antenna> [reason]    something answers but cannot be read
//   hang <antenna> / recover <antenna>  the reader stops / starts answering (watchdog)
//   drop-connection                  cut the TCP connection without DISCONNECT; stay offline
//   reconnect                        connect again
//   wait <ms>                        pause the script (the board keeps running)
//   quit                             publish availability offline, DISCONNECT, exit
// The emulator prints one line per event on stdout (connected, disconnected, queued <seq>
// <antenna>, acked <buffer size>, hub online, hub offline, identify <ms>, error ...) for tests to
// follow.
#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "../src/board.h"
#include "broker_password.h"
#include "file_store.h"
#include "mosquitto_transport.h"
#include "sim_reader.h"

using namespace zoneboard;

namespace {

uint64_t nowMs() {
  using namespace std::chrono;
  return static_cast<uint64_t>(duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count());
}

void say(const std::string& line) {
  std::fprintf(stdout, "%s\n", line.c_str());
  std::fflush(stdout);
}

[[noreturn]] void usage(const std::string& why) {
  std::fprintf(stderr,
               "zone-board-emulator: %s\nusage: zone-board-emulator [--hub H] --table T --board B --antennas 0,1,.. "
               "--state-file PATH [--host H] [--port P] [--user U [--password-file FILE | --password P]] [--cafile CA] [--script FILE] "
               "[--poll-ms N] [--buffer N] [--firmware V]\n",
               why.c_str());
  std::exit(2);
}

class ConsoleIndicator : public Indicator {
 public:
  void identify(uint32_t durationMs) override { say("identify " + std::to_string(durationMs)); }
};

struct Options {
  MosquittoOptions mqtt;
  BoardConfig board;
  std::vector<int> antennas;
  std::string stateFile;
  std::string script;
};

Options parseArgs(int argc, char** argv) {
  Options o;
  std::map<std::string, std::string> args;
  for (int i = 1; i < argc; ++i) {
    std::string key = argv[i];
    if (key.rfind("--", 0) != 0 || i + 1 >= argc) usage("bad argument " + key);
    args[key.substr(2)] = argv[++i];
  }
  auto take = [&](const char* key, const std::string& fallback = std::string()) {
    auto it = args.find(key);
    std::string value = it == args.end() ? fallback : it->second;
    if (it != args.end()) args.erase(it);
    return value;
  };
  auto number = [&](const char* key, long fallback, long min, long max) {
    std::string text = take(key);
    if (text.empty()) return fallback;
    char* end = nullptr;
    long n = std::strtol(text.c_str(), &end, 10);
    if (*end != '\0' || n < min || n > max) usage(std::string("--") + key + " must be " + std::to_string(min) + ".." + std::to_string(max));
    return n;
  };
  o.board.id.hub = take("hub", "hub");
  o.board.id.table = take("table");
  o.board.id.board = take("board");
  o.stateFile = take("state-file");
  if (o.board.id.table.empty() || o.board.id.board.empty() || o.stateFile.empty()) {
    usage("--table, --board and --state-file are required");
  }
  std::stringstream list(take("antennas", "0"));
  for (std::string item; std::getline(list, item, ',');) {
    char* end = nullptr;
    long n = std::strtol(item.c_str(), &end, 10);
    if (item.empty() || *end != '\0' || n < 0 || n > 15) usage("--antennas takes numbers 0..15");
    o.antennas.push_back(static_cast<int>(n));
  }
  o.mqtt.host = take("host", "127.0.0.1");
  o.mqtt.port = static_cast<int>(number("port", 1883, 1, 65535));
  auto optional = [&](const char* key) -> std::optional<std::string> {
    if (args.count(key) == 0) return std::nullopt;
    return take(key);
  };
  PasswordSources password;
  password.username = take("user");
  password.inlinePassword = optional("password");
  password.passwordFile = optional("password-file");
  if (const char* env = std::getenv(kBoardPasswordEnv)) password.environment = env;
  PasswordChoice chosen = chooseBrokerPassword(password);
  if (!chosen.error.empty()) usage(chosen.error);
  o.mqtt.username = password.username;
  o.mqtt.password = chosen.password;
  o.mqtt.caFile = take("cafile");
  o.mqtt.clientId = "zb-" + o.board.id.table + "-" + o.board.id.board;
  o.script = take("script");
  o.board.pollIntervalMs = static_cast<uint32_t>(number("poll-ms", 5, 1, 10000));
  o.board.bufferCapacity = static_cast<size_t>(number("buffer", 256, 1, 100000));
  o.board.statusIntervalMs = static_cast<uint32_t>(number("status-ms", 30000, 100, 3600000));
  o.board.firmware = take("firmware", "1.0.0-host");
  if (!args.empty()) usage("unknown option --" + args.begin()->first);
  return o;
}

struct Runtime {
  MosquittoTransport& transport;
  Board& board;
  std::map<int, std::unique_ptr<SimReader>>& readers;
  bool holdOffline = false;
  bool quit = false;
  uint64_t resumeAt = 0;
  uint64_t nextConnectAt = 0;
  uint64_t backoffMs = 100;
};

SimReader* readerFor(Runtime& rt, std::istringstream& in, int lineNo) {
  int antenna = -1;
  if (!(in >> antenna) || rt.readers.count(antenna) == 0) {
    say("error line " + std::to_string(lineNo) + ": no such antenna");
    return nullptr;
  }
  return rt.readers[antenna].get();
}

void run(Runtime& rt, const std::string& line, int lineNo) {
  std::istringstream in(line);
  std::string command;
  if (!(in >> command) || command[0] == '#') return;
  if (command == "place") {
    SimReader* r = readerFor(rt, in, lineNo);
    std::string uid, cardId;
    in >> uid >> cardId;
    if (r != nullptr) r->set(Observation::present(uid, cardId));
  } else if (command == "remove") {
    if (SimReader* r = readerFor(rt, in, lineNo)) r->set(Observation::absent());
  } else if (command == "several") {
    SimReader* r = readerFor(rt, in, lineNo);
    std::vector<std::string> uids;
    for (std::string uid; in >> uid;) uids.push_back(uid);
    if (r != nullptr) r->set(Observation::several(uids));
  } else if (command == "unreadable") {
    SimReader* r = readerFor(rt, in, lineNo);
    std::string reason;
    std::getline(in >> std::ws, reason);
    if (r != nullptr) r->set(Observation::unreadable(reason.empty() ? "read error" : reason));
  } else if (command == "hang" || command == "recover") {
    if (SimReader* r = readerFor(rt, in, lineNo)) r->hang(command == "hang");
  } else if (command == "drop-connection") {
    rt.holdOffline = true;
    rt.transport.dropConnection();
  } else if (command == "reconnect") {
    rt.holdOffline = false;
    rt.nextConnectAt = 0;
    rt.backoffMs = 100;
  } else if (command == "wait") {
    long ms = -1;
    if (!(in >> ms) || ms < 0) {
      say("error line " + std::to_string(lineNo) + ": wait <ms>");
      return;
    }
    rt.resumeAt = nowMs() + static_cast<uint64_t>(ms);
  } else if (command == "quit") {
    rt.quit = true;
  } else {
    say("error line " + std::to_string(lineNo) + ": unknown command " + command);
  }
}

}  // namespace

int main(int argc, char** argv) {
  Options options = parseArgs(argc, argv);
  mosquitto_lib_init();

  int scriptFd = STDIN_FILENO;
  if (!options.script.empty()) {
    scriptFd = ::open(options.script.c_str(), O_RDONLY);
    if (scriptFd < 0) usage("cannot open " + options.script);
  }

  FileStore store(options.stateFile);
  std::map<int, std::unique_ptr<SimReader>> readers;
  std::vector<Antenna> antennas;
  for (int n : options.antennas) {
    readers[n] = std::make_unique<SimReader>();
    antennas.push_back({n, readers[n].get()});
  }
  MosquittoTransport transport(options.mqtt);
  ConsoleIndicator indicator;
  Board board(options.board, antennas, transport, store, indicator);
  Runtime rt{transport, board, readers};

  transport.onConnect = [&] {
    say("connected");
    rt.backoffMs = 100;
    board.onConnected(nowMs());
  };
  transport.onDisconnect = [&] {
    say("disconnected");
    board.onDisconnected();
  };
  transport.onPublish = [&](int mid) {
    size_t before = board.buffer().size();
    board.onPublished(mid);
    if (board.buffer().size() != before) say("acked " + std::to_string(board.buffer().size()));
  };
  transport.onSubscribe = [&] { board.onSubscribed(nowMs()); };
  transport.onMessage = [&](const std::string& topic, const std::string& payload) {
    bool wasOnline = board.hubOnline();
    board.onMessage(topic, payload, nowMs());
    if (board.hubOnline() != wasOnline) say(board.hubOnline() ? "hub online" : "hub offline");
  };
  transport.setWill(board.willTopic(), board.willPayload());
  board.setRssi(-42);
  board.begin(nowMs());

  std::string pending;
  int lineNo = 0;
  bool scriptOpen = true;
  while (!rt.quit) {
    uint64_t now = nowMs();
    if (!transport.connected() && !rt.holdOffline && now >= rt.nextConnectAt) {
      // Back off while the broker is away or refuses us, as the ESP32 build does.
      transport.connect();
      rt.nextConnectAt = now + rt.backoffMs;
      rt.backoffMs = std::min<uint64_t>(rt.backoffMs * 2, 2000);
    }
    // Script lines, unless a wait is running.
    while (scriptOpen && now >= rt.resumeAt && !rt.quit) {
      size_t nl = pending.find('\n');
      if (nl != std::string::npos) {
        std::string line = pending.substr(0, nl);
        pending.erase(0, nl + 1);
        run(rt, line, ++lineNo);
        continue;
      }
      struct pollfd pfd = {scriptFd, POLLIN, 0};
      if (::poll(&pfd, 1, 0) <= 0) break;
      char buf[4096];
      ssize_t n = ::read(scriptFd, buf, sizeof buf);
      if (n <= 0) {
        // End of script: the board keeps running until killed or told to quit.
        if (!pending.empty()) run(rt, pending, ++lineNo);
        pending.clear();
        scriptOpen = false;
        break;
      }
      pending.append(buf, static_cast<size_t>(n));
    }
    uint64_t before = board.nextSeq();
    board.tick(nowMs());
    for (uint64_t seq = before; seq < board.nextSeq(); ++seq) say("queued " + std::to_string(seq));
    if (transport.connected()) {
      transport.loop(static_cast<int>(std::min<uint32_t>(board.pollIntervalMs(), 5)));
    } else {
      std::this_thread::sleep_for(std::chrono::milliseconds(std::min<uint32_t>(board.pollIntervalMs(), 5)));
      transport.loop(0);
    }
  }
  board.goingOffline();
  transport.loop(20);
  transport.disconnect();
  mosquitto_lib_cleanup();
  say("bye");
  return 0;
}
