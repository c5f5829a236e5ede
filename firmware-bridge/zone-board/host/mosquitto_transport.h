// MqttTransport over Debian's libmosquitto, for the host emulator. Single-threaded: the emulator
// calls loop() from its main loop, and the callbacks run inside it.
#pragma once

#include <mosquitto.h>

#include <functional>
#include <string>

#include "../src/mqtt_transport.h"

namespace zoneboard {

struct MosquittoOptions {
  std::string host = "127.0.0.1";
  int port = 1883;
  std::string clientId;
  std::string username;
  std::string password;
  std::string caFile;  // mqtts when set
  int keepaliveS = 5;
};

class MosquittoTransport : public MqttTransport {
 public:
  explicit MosquittoTransport(MosquittoOptions options);
  ~MosquittoTransport() override;
  MosquittoTransport(const MosquittoTransport&) = delete;
  MosquittoTransport& operator=(const MosquittoTransport&) = delete;

  std::function<void()> onConnect;
  std::function<void()> onDisconnect;
  std::function<void(int mid)> onPublish;
  std::function<void()> onSubscribe;
  std::function<void(const std::string& topic, const std::string& payload)> onMessage;

  bool setWill(const std::string& topic, const std::string& payload);
  // Starts a connection attempt; the result arrives through onConnect / a later loop error.
  bool connect();
  // Runs the network for up to timeoutMs; false when there is no connection.
  bool loop(int timeoutMs);
  // Cuts the TCP connection without a DISCONNECT, as a Wi-Fi drop or a power cut would: the broker
  // then publishes the will.
  void dropConnection();
  // Clean DISCONNECT (the will is not published).
  void disconnect();

  bool connected() const override { return connected_; }
  int publish(const std::string& topic, const std::string& payload, int qos, bool retain) override;
  bool subscribe(const std::string& filter, int qos) override;

 private:
  static void handleConnect(struct mosquitto*, void* self, int rc);
  static void handleDisconnect(struct mosquitto*, void* self, int rc);
  static void handlePublish(struct mosquitto*, void* self, int mid);
  static void handleSubscribe(struct mosquitto*, void* self, int mid, int count, const int* granted);
  static void handleMessage(struct mosquitto*, void* self, const struct mosquitto_message* message);

  MosquittoOptions options_;
  struct mosquitto* mosq_ = nullptr;
  bool connected_ = false;
  bool started_ = false;
};

}  // namespace zoneboard
