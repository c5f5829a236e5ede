#pragma once

#define PICO_UNIQUE_BOARD_ID_SIZE_BYTES 8

inline void pico_get_unique_board_id_string(char* out, unsigned len) {
  if (len > 0) out[0] = '\0';
}
