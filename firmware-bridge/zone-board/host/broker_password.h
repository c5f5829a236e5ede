// Where the board emulator's broker password comes from. A password given with --password is shown
// by `ps` to every user of the machine, so a store's emulator reads it from a file (--password-file,
// as the hub's mqtt.passwordFile) or from the environment (MIRRORMAT_BOARD_PASSWORD).
#pragma once

#include <optional>
#include <string>

namespace zoneboard {

inline constexpr const char* kBoardPasswordEnv = "MIRRORMAT_BOARD_PASSWORD";

struct PasswordSources {
  std::string username;                      // --user
  std::optional<std::string> inlinePassword;  // --password
  std::optional<std::string> passwordFile;    // --password-file
  std::optional<std::string> environment;     // MIRRORMAT_BOARD_PASSWORD
};

struct PasswordChoice {
  std::string password;  // empty: log in without one
  std::string error;     // set when the sources cannot work together; names the option to fix
};

// At most one source; a password needs a user name. The file's text is the password, without one
// trailing newline (what `echo secret > file` leaves).
PasswordChoice chooseBrokerPassword(const PasswordSources& sources);

}  // namespace zoneboard
