#include "file_store.h"

#include <fcntl.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>

namespace zoneboard {

FileStore::FileStore(std::string path) : path_(std::move(path)) {
  std::ifstream in(path_);
  std::string line;
  while (std::getline(in, line)) {
    size_t eq = line.find('=');
    if (eq == std::string::npos) continue;
    try {
      values_[line.substr(0, eq)] = std::stoull(line.substr(eq + 1));
    } catch (...) {
      // A damaged line is skipped; the counter then restarts, which the hub detects from the status.
    }
  }
}

bool FileStore::getU64(const std::string& key, uint64_t& value) {
  auto it = values_.find(key);
  if (it == values_.end()) return false;
  value = it->second;
  return true;
}

bool FileStore::setU64(const std::string& key, uint64_t value) {
  std::map<std::string, uint64_t> next = values_;
  next[key] = value;
  std::ostringstream text;
  for (const auto& [k, v] : next) text << k << '=' << v << '\n';
  const std::string body = text.str();
  const std::string tmp = path_ + ".tmp";
  int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  if (fd < 0) return false;
  bool ok = ::write(fd, body.data(), body.size()) == static_cast<ssize_t>(body.size()) && ::fsync(fd) == 0;
  ok = ::close(fd) == 0 && ok;
  if (!ok || std::rename(tmp.c_str(), path_.c_str()) != 0) return false;
  values_ = std::move(next);
  return true;
}

}  // namespace zoneboard
