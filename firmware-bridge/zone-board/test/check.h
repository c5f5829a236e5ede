// A minimal test harness for the host unit tests (no framework package needed on the machine).
#pragma once

#include <cstdio>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

namespace check {

struct Case {
  const char* name;
  std::function<void()> body;
};

inline std::vector<Case>& cases() {
  static std::vector<Case> all;
  return all;
}

struct Register {
  Register(const char* name, std::function<void()> body) { cases().push_back({name, std::move(body)}); }
};

struct Failure {
  std::string message;
};

template <typename A, typename B>
void equal(const A& actual, const B& expected, const char* expr, const char* file, int line) {
  if (actual == expected) return;
  std::ostringstream out;
  out << file << ":" << line << ": " << expr << "\n    actual:   " << actual << "\n    expected: " << expected;
  throw Failure{out.str()};
}

inline void truth(bool ok, const char* expr, const char* file, int line) {
  if (ok) return;
  std::ostringstream out;
  out << file << ":" << line << ": expected " << expr;
  throw Failure{out.str()};
}

inline int runAll() {
  int failed = 0;
  for (const Case& c : cases()) {
    try {
      c.body();
      std::printf("ok   %s\n", c.name);
    } catch (const Failure& f) {
      ++failed;
      std::printf("FAIL %s\n  %s\n", c.name, f.message.c_str());
    }
  }
  std::printf("%zu tests, %d failed\n", cases().size(), failed);
  return failed == 0 ? 0 : 1;
}

}  // namespace check

#define CHECK_CAT2(a, b) a##b
#define CHECK_CAT(a, b) CHECK_CAT2(a, b)
#define TEST(name)                                                                    \
  static void CHECK_CAT(test_, __LINE__)();                                           \
  static check::Register CHECK_CAT(reg_, __LINE__)(name, &CHECK_CAT(test_, __LINE__)); \
  static void CHECK_CAT(test_, __LINE__)()
#define EXPECT_EQ(actual, expected) check::equal((actual), (expected), #actual " == " #expected, __FILE__, __LINE__)
#define EXPECT(cond) check::truth((cond), #cond, __FILE__, __LINE__)
