// A test runner small enough to read in one go: TEST registers a case, CHECK records a failure
// with file and line and lets the case go on, so one run shows every broken expectation.
#pragma once
#include <stdio.h>
#include <string.h>

#include <string>

namespace minitest {

struct Case {
  const char* name;
  void (*fn)();
  Case* next;
};

Case*& registry();
int& failures();
void fail(const char* file, int line, const std::string& message);

struct Register {
  Register(const char* name, void (*fn)()) {
    static Case* tail = nullptr;
    Case* c = new Case{name, fn, nullptr};
    if (tail == nullptr) registry() = c;
    else tail->next = c;
    tail = c;
  }
};

}  // namespace minitest

#define TEST(name)                                                  \
  static void test_##name();                                        \
  static minitest::Register register_##name(#name, &test_##name);   \
  static void test_##name()

#define CHECK(cond)                                                          \
  do {                                                                       \
    if (!(cond)) minitest::fail(__FILE__, __LINE__, std::string(#cond));     \
  } while (0)

#define CHECK_EQ(actual, expected)                                                                  \
  do {                                                                                              \
    const std::string a_ = std::to_string(actual), e_ = std::to_string(expected);                   \
    if (a_ != e_) minitest::fail(__FILE__, __LINE__, #actual " == " + a_ + ", expected " + e_);     \
  } while (0)

#define CHECK_STR(actual, expected)                                                                 \
  do {                                                                                              \
    const std::string a_ = (actual), e_ = (expected);                                               \
    if (a_ != e_) minitest::fail(__FILE__, __LINE__, #actual " == \"" + a_ + "\", expected \"" + e_ + "\""); \
  } while (0)
