#include "broker_password.h"

#include <fstream>
#include <sstream>

namespace zoneboard {

PasswordChoice chooseBrokerPassword(const PasswordSources& sources) {
  int given = (sources.inlinePassword ? 1 : 0) + (sources.passwordFile ? 1 : 0) + (sources.environment ? 1 : 0);
  if (given > 1) return {"", std::string("give one of --password, --password-file or ") + kBoardPasswordEnv + ", not several"};
  if (given == 1 && sources.username.empty()) return {"", "a broker password needs --user"};
  if (sources.inlinePassword) return {*sources.inlinePassword, ""};
  if (sources.environment) return {*sources.environment, ""};
  if (!sources.passwordFile) return {"", ""};
  std::ifstream file(*sources.passwordFile, std::ios::binary);
  if (!file) return {"", "--password-file: cannot read " + *sources.passwordFile};
  std::ostringstream text;
  text << file.rdbuf();
  std::string password = text.str();
  if (!password.empty() && password.back() == '\n') password.pop_back();
  if (!password.empty() && password.back() == '\r') password.pop_back();
  if (password.empty()) return {"", "--password-file: " + *sources.passwordFile + " is empty"};
  return {password, ""};
}

}  // namespace zoneboard
