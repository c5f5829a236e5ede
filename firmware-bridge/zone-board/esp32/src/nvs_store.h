// KeyValueStore on the ESP32's NVS (Arduino Preferences). putULong64 commits before it returns.
#pragma once

#include <Preferences.h>

#include "../../src/key_value_store.h"

namespace zoneboard::esp32 {

class NvsStore : public KeyValueStore {
 public:
  bool begin() { return prefs_.begin("zoneboard", false); }

  bool getU64(const std::string& key, uint64_t& value) override {
    if (!prefs_.isKey(key.c_str())) return false;
    value = prefs_.getULong64(key.c_str(), 0);
    return true;
  }

  bool setU64(const std::string& key, uint64_t value) override {
    return prefs_.putULong64(key.c_str(), value) == sizeof(uint64_t);
  }

 private:
  Preferences prefs_;
};

}  // namespace zoneboard::esp32
