"""NTAG213/215/216 as PC/SC storage cards, answering the APDUs a PC/SC reader (and nfc-pcsc) sends.

A card is a `virtualsmartcard.VirtualSmartcard.SmartcardOS`: vpcd forwards power/ATR control
messages and APDUs to it through the library's `VirtualICC` run loop.
"""

from virtualsmartcard.VirtualSmartcard import SmartcardOS

# PC/SC part 3 ATR of an ISO 14443-3 storage card; nfc-pcsc reads atr[5] == 0x4F as ISO 14443-3.
ATR = bytes.fromhex("3B8F8001804F0CA0000003060300030000000068")

SW_OK = b"\x90\x00"
SW_FAILED = b"\x63\x00"
SW_WRONG_LENGTH = b"\x67\x00"
SW_INS_NOT_SUPPORTED = b"\x6d\x00"
SW_CLA_NOT_SUPPORTED = b"\x6e\x00"

PAGE = 4
# Pages in memory and the capability container's data-area size byte (size / 8), per NXP NTAG213/215/216.
VARIANTS = {
    "ntag213": {"pages": 45, "cc_size": 0x12},
    "ntag215": {"pages": 135, "cc_size": 0x3E},
    "ntag216": {"pages": 231, "cc_size": 0x6D},
}


def parse_uid(uid_hex):
    uid = bytes.fromhex(uid_hex)
    if len(uid) != 7:
        raise ValueError("an NTAG UID has 7 bytes, got %d" % len(uid))
    return uid


def blank_image(variant, uid):
    """Factory state: UID pages with check bytes, capability container, empty user memory."""
    spec = VARIANTS[variant]
    memory = bytearray(spec["pages"] * PAGE)
    memory[12:16] = bytes([0xE1, 0x10, spec["cc_size"], 0x00])
    memory[16:20] = bytes([0x03, 0x00, 0xFE, 0x00])
    stamp_uid(memory, uid)
    return memory


def stamp_uid(memory, uid):
    bcc0 = 0x88 ^ uid[0] ^ uid[1] ^ uid[2]
    bcc1 = uid[3] ^ uid[4] ^ uid[5] ^ uid[6]
    memory[0:8] = bytes([uid[0], uid[1], uid[2], bcc0, uid[3], uid[4], uid[5], uid[6]])
    memory[8] = bcc1


class NtagOS(SmartcardOS):
    """One NTAG21x tag on a reader: GET UID, READ BINARY (<= 16 bytes), UPDATE BINARY (one page)."""

    def __init__(self, uid, memory):
        self.uid = uid
        self.memory = memory

    def getATR(self):
        return ATR

    def execute(self, msg):
        if len(msg) < 5:
            return SW_WRONG_LENGTH
        cla, ins, p1, p2, p3 = msg[0], msg[1], msg[2], msg[3], msg[4]
        if cla != 0xFF:
            return SW_CLA_NOT_SUPPORTED
        if ins == 0xCA:
            return self.uid + SW_OK if p1 == 0x00 else SW_FAILED
        if ins == 0xB0:
            return self.read(((p1 << 8) | p2), p3)
        if ins == 0xD6:
            return self.update(((p1 << 8) | p2), msg[5:5 + p3], p3)
        return SW_INS_NOT_SUPPORTED

    def read(self, page, length):
        start = page * PAGE
        if length == 0 or length > 16 or start + length > len(self.memory):
            return SW_FAILED
        return bytes(self.memory[start:start + length]) + SW_OK

    def update(self, page, data, length):
        start = page * PAGE
        if length != PAGE or len(data) != PAGE:
            return SW_WRONG_LENGTH
        if page < 3 or start + PAGE > len(self.memory):
            return SW_FAILED
        if page == 3:
            # The capability container is one-time programmable: bits can be set, never cleared.
            data = bytes(old | new for old, new in zip(self.memory[12:16], data))
        self.memory[start:start + PAGE] = data
        return SW_OK


class CollidingOS(SmartcardOS):
    """Two tags in one field. Presence polls see a card, but powering it up yields a broken ATR (a
    lone TS byte), so SCardConnect fails, as a real PC/SC reader's does when anticollision cannot
    settle on one tag. (An empty ATR would stall vpcd until the card leaves.)"""

    def __init__(self):
        self.powered = False

    def powerUp(self):
        self.powered = True

    def reset(self):
        self.powered = True

    def powerDown(self):
        self.powered = False

    def getATR(self):
        if self.powered:
            self.powered = False
            return b"\x3b"
        return ATR

    def execute(self, msg):
        return SW_FAILED
