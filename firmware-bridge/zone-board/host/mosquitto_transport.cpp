#include "mosquitto_transport.h"

#include <sys/socket.h>

#include <cstdio>
#include <stdexcept>

namespace zoneboard {

MosquittoTransport::MosquittoTransport(MosquittoOptions options) : options_(std::move(options)) {
  mosq_ = mosquitto_new(options_.clientId.empty() ? nullptr : options_.clientId.c_str(), true, this);
  if (mosq_ == nullptr) throw std::runtime_error("mosquitto_new failed");
  mosquitto_int_option(mosq_, MOSQ_OPT_PROTOCOL_VERSION, MQTT_PROTOCOL_V311);
  mosquitto_connect_callback_set(mosq_, &MosquittoTransport::handleConnect);
  mosquitto_disconnect_callback_set(mosq_, &MosquittoTransport::handleDisconnect);
  mosquitto_publish_callback_set(mosq_, &MosquittoTransport::handlePublish);
  mosquitto_message_callback_set(mosq_, &MosquittoTransport::handleMessage);
  mosquitto_subscribe_callback_set(mosq_, &MosquittoTransport::handleSubscribe);
  if (!options_.username.empty()) {
    mosquitto_username_pw_set(mosq_, options_.username.c_str(), options_.password.c_str());
  }
  if (!options_.caFile.empty()) {
    int rc = mosquitto_tls_set(mosq_, options_.caFile.c_str(), nullptr, nullptr, nullptr, nullptr);
    if (rc != MOSQ_ERR_SUCCESS) throw std::runtime_error(std::string("mosquitto_tls_set: ") + mosquitto_strerror(rc));
  }
}

MosquittoTransport::~MosquittoTransport() { mosquitto_destroy(mosq_); }

bool MosquittoTransport::setWill(const std::string& topic, const std::string& payload) {
  return mosquitto_will_set(mosq_, topic.c_str(), static_cast<int>(payload.size()), payload.data(), 1, true) ==
         MOSQ_ERR_SUCCESS;
}

bool MosquittoTransport::connect() {
  int rc = started_ ? mosquitto_reconnect(mosq_)
                    : mosquitto_connect(mosq_, options_.host.c_str(), options_.port, options_.keepaliveS);
  // mosquitto_connect keeps host and port even when the broker is not up yet; later attempts reconnect.
  started_ = true;
  return rc == MOSQ_ERR_SUCCESS;
}

bool MosquittoTransport::loop(int timeoutMs) {
  int rc = mosquitto_loop(mosq_, timeoutMs, 1);
  if (rc != MOSQ_ERR_SUCCESS && connected_) {
    connected_ = false;
    if (onDisconnect) onDisconnect();
  }
  return rc == MOSQ_ERR_SUCCESS;
}

void MosquittoTransport::dropConnection() {
  int fd = mosquitto_socket(mosq_);
  if (fd >= 0) ::shutdown(fd, SHUT_RDWR);
  mosquitto_loop(mosq_, 0, 1);
  if (connected_) {
    connected_ = false;
    if (onDisconnect) onDisconnect();
  }
}

void MosquittoTransport::disconnect() {
  mosquitto_disconnect(mosq_);
  mosquitto_loop(mosq_, 50, 1);
  connected_ = false;
}

int MosquittoTransport::publish(const std::string& topic, const std::string& payload, int qos, bool retain) {
  if (!connected_) return -1;
  int mid = 0;
  int rc = mosquitto_publish(mosq_, &mid, topic.c_str(), static_cast<int>(payload.size()), payload.data(), qos, retain);
  if (rc != MOSQ_ERR_SUCCESS) return -1;
  return qos == 0 ? 0 : mid;
}

bool MosquittoTransport::subscribe(const std::string& filter, int qos) {
  return connected_ && mosquitto_subscribe(mosq_, nullptr, filter.c_str(), qos) == MOSQ_ERR_SUCCESS;
}

void MosquittoTransport::handleConnect(struct mosquitto*, void* self, int rc) {
  auto* t = static_cast<MosquittoTransport*>(self);
  if (rc != 0) {
    std::fprintf(stderr, "zone-board: broker refused the connection: %s\n", mosquitto_connack_string(rc));
    return;
  }
  t->connected_ = true;
  if (t->onConnect) t->onConnect();
}

void MosquittoTransport::handleDisconnect(struct mosquitto*, void* self, int) {
  auto* t = static_cast<MosquittoTransport*>(self);
  if (!t->connected_) return;
  t->connected_ = false;
  if (t->onDisconnect) t->onDisconnect();
}

void MosquittoTransport::handlePublish(struct mosquitto*, void* self, int mid) {
  auto* t = static_cast<MosquittoTransport*>(self);
  if (t->onPublish) t->onPublish(mid);
}

void MosquittoTransport::handleSubscribe(struct mosquitto*, void* self, int, int count, const int* granted) {
  auto* t = static_cast<MosquittoTransport*>(self);
  if (count > 0 && granted[0] == 0x80) std::fprintf(stderr, "zone-board: the broker refused the request subscription\n");
  if (t->onSubscribe) t->onSubscribe();
}

void MosquittoTransport::handleMessage(struct mosquitto*, void* self, const struct mosquitto_message* message) {
  auto* t = static_cast<MosquittoTransport*>(self);
  if (!t->onMessage || message->topic == nullptr) return;
  std::string payload(static_cast<const char*>(message->payload), static_cast<size_t>(message->payloadlen));
  t->onMessage(message->topic, payload);
}

}  // namespace zoneboard
