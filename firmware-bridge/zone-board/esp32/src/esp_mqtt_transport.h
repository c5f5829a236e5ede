// MqttTransport over ESP-IDF's esp-mqtt (QoS 1 with PUBACK events, last will, TLS). esp-mqtt runs
// its own task; its events are queued here and handed to the Board from the Arduino loop, so the
// board logic stays single-threaded as on the host.
#pragma once

#include <deque>
#include <mutex>
#include <string>

#include <mqtt_client.h>

#include "../../src/board.h"
#include "../../src/mqtt_transport.h"

namespace zoneboard::esp32 {

struct EspMqttOptions {
  const char* uri;
  const char* clientId;
  const char* username;
  const char* password;
  const char* caPem;  // nullptr: plain mqtt://
  std::string willTopic;
  std::string willPayload;
};

class EspMqttTransport : public MqttTransport {
 public:
  bool begin(const EspMqttOptions& options) {
    options_ = options;
    esp_mqtt_client_config_t config = {};
    config.uri = options_.uri;
    config.client_id = options_.clientId;
    config.username = options_.username;
    config.password = options_.password;
    config.cert_pem = options_.caPem;
    config.keepalive = 10;
    config.disable_clean_session = false;
    config.lwt_topic = options_.willTopic.c_str();
    config.lwt_msg = options_.willPayload.c_str();
    config.lwt_msg_len = static_cast<int>(options_.willPayload.size());
    config.lwt_qos = 1;
    config.lwt_retain = 1;
    config.reconnect_timeout_ms = 2000;
    client_ = esp_mqtt_client_init(&config);
    if (client_ == nullptr) return false;
    esp_mqtt_client_register_event(client_, MQTT_EVENT_ANY, &EspMqttTransport::onEvent, this);
    return esp_mqtt_client_start(client_) == ESP_OK;
  }

  bool connected() const override { return connected_; }

  int publish(const std::string& topic, const std::string& payload, int qos, bool retain) override {
    if (!connected_) return -1;
    // enqueue: does not block the loop on the socket; esp-mqtt's task sends it.
    return esp_mqtt_client_enqueue(client_, topic.c_str(), payload.data(), static_cast<int>(payload.size()), qos,
                                   retain ? 1 : 0, true);
  }

  bool subscribe(const std::string& filter, int qos) override {
    return connected_ && esp_mqtt_client_subscribe(client_, filter.c_str(), qos) >= 0;
  }

  // Hands the queued events to the board; called from the Arduino loop.
  void dispatch(Board& board, uint64_t nowMs) {
    std::deque<Event> events;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      events.swap(events_);
    }
    for (Event& e : events) {
      switch (e.kind) {
        case Event::Connected:
          connected_ = true;
          board.onConnected(nowMs);
          break;
        case Event::Disconnected:
          if (connected_) board.onDisconnected();
          connected_ = false;
          break;
        case Event::Subscribed:
          board.onSubscribed(nowMs);
          break;
        case Event::Published:
          board.onPublished(e.mid);
          break;
        case Event::Data:
          board.onMessage(e.topic, e.payload, nowMs);
          break;
      }
    }
  }

 private:
  struct Event {
    enum Kind { Connected, Disconnected, Subscribed, Published, Data };
    Kind kind = Connected;
    int mid = 0;
    std::string topic;
    std::string payload;
  };

  static void onEvent(void* self, esp_event_base_t, int32_t id, void* data) {
    auto* t = static_cast<EspMqttTransport*>(self);
    auto* e = static_cast<esp_mqtt_event_handle_t>(data);
    Event event;
    switch (static_cast<esp_mqtt_event_id_t>(id)) {
      case MQTT_EVENT_CONNECTED: event.kind = Event::Connected; break;
      case MQTT_EVENT_DISCONNECTED: event.kind = Event::Disconnected; break;
      case MQTT_EVENT_SUBSCRIBED: event.kind = Event::Subscribed; break;
      case MQTT_EVENT_PUBLISHED:
        event.kind = Event::Published;
        event.mid = e->msg_id;
        break;
      case MQTT_EVENT_DATA:
        // Requests are small; a payload split over several events is not one of ours.
        if (e->current_data_offset != 0 || e->data_len != e->total_data_len) return;
        event.kind = Event::Data;
        event.topic.assign(e->topic, e->topic_len);
        event.payload.assign(e->data, e->data_len);
        break;
      default:
        return;
    }
    std::lock_guard<std::mutex> lock(t->mutex_);
    t->events_.push_back(std::move(event));
  }

  EspMqttOptions options_{};
  esp_mqtt_client_handle_t client_ = nullptr;
  bool connected_ = false;
  std::mutex mutex_;
  std::deque<Event> events_;
};

}  // namespace zoneboard::esp32
