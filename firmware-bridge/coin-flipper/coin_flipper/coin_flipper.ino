// Mirrormat coin flipper firmware (PROTOCOL.md, version 1) for a Raspberry Pi Pico with the
// arduino-pico core. All protocol and flip logic lives in src/ and is tested on the host.
#include <pico/unique_id.h>

#include "board_config.h"
#include "hal_arduino.h"
#include "src/flipper.h"

namespace {

// The RP2040 flash id is also the USB serial number the core reports, so HELLO's sn matches
// the /dev/serial/by-id/... name the hub opens.
char serialNumber[2 * PICO_UNIQUE_BOARD_ID_SIZE_BYTES + 1];
ArduinoHal hal;
mm::Timing timing;
mm::DeviceInfo info = {MM_MODEL, MM_FIRMWARE, serialNumber};
mm::Flipper flipper(hal, info, timing);

}  // namespace

void setup() {
  pico_get_unique_board_id_string(serialNumber, sizeof serialNumber);
  hal.begin();
  Serial.begin(115200);
  // Native USB: wait (briefly) for the host to open the port so the boot HELLO is not lost.
  uint32_t start = millis();
  while (!Serial && millis() - start < 2000) {
  }
  flipper.begin();
}

void loop() {
  while (Serial.available() > 0) flipper.receive(static_cast<uint8_t>(Serial.read()));
  flipper.poll();
}
