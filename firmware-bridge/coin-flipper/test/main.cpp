#include "minitest.h"

namespace minitest {

Case*& registry() {
  static Case* head = nullptr;
  return head;
}

int& failures() {
  static int count = 0;
  return count;
}

void fail(const char* file, int line, const std::string& message) {
  ++failures();
  printf("    FAIL %s:%d: %s\n", file, line, message.c_str());
}

}  // namespace minitest

int main() {
  int cases = 0;
  int failedCases = 0;
  for (minitest::Case* c = minitest::registry(); c != nullptr; c = c->next) {
    int before = minitest::failures();
    c->fn();
    ++cases;
    bool ok = minitest::failures() == before;
    if (!ok) ++failedCases;
    printf("%s %s\n", ok ? "ok  " : "FAIL", c->name);
  }
  printf("%d cases, %d passed, %d failed\n", cases, cases - failedCases, failedCases);
  return failedCases == 0 ? 0 : 1;
}
