// The host's stand-in for NVS: key=value lines in a file, replaced atomically (write, fsync, rename)
// so a kill -9 leaves either the old or the new counter, never a torn one.
#pragma once

#include <map>
#include <string>

#include "../src/key_value_store.h"

namespace zoneboard {

class FileStore : public KeyValueStore {
 public:
  explicit FileStore(std::string path);
  bool getU64(const std::string& key, uint64_t& value) override;
  bool setU64(const std::string& key, uint64_t value) override;

 private:
  std::string path_;
  std::map<std::string, uint64_t> values_;
};

}  // namespace zoneboard
