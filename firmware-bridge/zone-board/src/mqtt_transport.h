// The board's MQTT connection. esp-mqtt implements it on the ESP32 (esp32/src/esp_mqtt_transport.h),
// libmosquitto in the host emulator (host/mosquitto_transport.h). The connection's owner calls the
// Board's onConnected / onDisconnected / onPublished / onMessage from its event loop.
#pragma once

#include <string>

namespace zoneboard {

class MqttTransport {
 public:
  virtual ~MqttTransport() = default;
  virtual bool connected() const = 0;
  // Returns the message id whose PUBACK will be reported to Board::onPublished (QoS 1), 0 for a
  // QoS 0 publish, or -1 when the message could not be handed to the connection.
  virtual int publish(const std::string& topic, const std::string& payload, int qos, bool retain) = 0;
  virtual bool subscribe(const std::string& filter, int qos) = 0;
};

}  // namespace zoneboard
