// Persistent settings: NVS (Preferences) on the ESP32, a small file on the host.
#pragma once

#include <cstdint>
#include <string>

namespace zoneboard {

class KeyValueStore {
 public:
  virtual ~KeyValueStore() = default;
  virtual bool getU64(const std::string& key, uint64_t& value) = 0;
  // False when the value could not be made durable.
  virtual bool setU64(const std::string& key, uint64_t value) = 0;
};

}  // namespace zoneboard
