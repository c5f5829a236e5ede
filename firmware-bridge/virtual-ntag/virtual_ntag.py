#!/usr/bin/python3
"""Virtual NTAG cards for vpcd readers, driven by JSON lines on stdin (one answer line each on stdout).

Commands (each may carry an "id", echoed in its answer):
  {"cmd": "insert", "port": 35965, "uid": "04a1b2c3d4e5f6", "type": "ntag215", "memory": "<hex>"}
      put a tag on the vpcd reader listening on that port; memory is the whole image (optional:
      a blank, NDEF-formatted tag); pages 0-2 are always rebuilt from the UID
  {"cmd": "collide", "port": 35965}     two tags in one field: the reader sees a card it cannot connect to
  {"cmd": "remove", "port": 35965}      take the tag off; answers with its memory
  {"cmd": "read", "port": 35965}        the memory of the tag on that reader
  {"cmd": "quit"}
Answers: {"id": ..., "ok": true, ...} or {"id": ..., "ok": false, "error": "..."}.

Needs Debian's python3-virtualsmartcard and python3-pycryptodome; run it with /usr/bin/python3.
"""

import json
import logging
import os
import socket
import sys
import tempfile
import threading

LIBRARY = "/usr/lib/python3/site-packages/virtualsmartcard"
CRYPTODOME = "/usr/lib/python3/dist-packages/Cryptodome"


def make_library_importable():
    """Debian installs virtualsmartcard outside sys.path, and it imports Crypto.*, which Debian
    ships only as Cryptodome.*: a private directory with a Crypto symlink bridges the two."""
    shim = tempfile.mkdtemp(prefix="virtual-ntag-")
    os.symlink(CRYPTODOME, os.path.join(shim, "Crypto"))
    sys.path[:0] = [LIBRARY, shim]
    return shim


SHIM = make_library_importable()

from virtualsmartcard.VirtualSmartcard import VirtualICC  # noqa: E402

from ntag_card import VARIANTS, CollidingOS, NtagOS, blank_image, parse_uid, stamp_uid  # noqa: E402


class QuickAckSocket:
    """vpcd writes a message's length and body separately, so Nagle meets delayed ACK and every
    APDU would wait ~40 ms; asking for a quick ACK before each recv() takes that to ~0.2 ms."""

    def __init__(self, sock):
        self.sock = sock

    def recv(self, size):
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_QUICKACK, 1)
        return self.sock.recv(size)

    def sendall(self, data):
        self.sock.sendall(data)

    def close(self):
        self.sock.close()


class PlacedCard:
    """A card lying on a vpcd reader: its TCP connection to the reader's port is the card being in
    the field. If the reader goes away (pcscd stopped, or restarted without it) the card stays on
    the mat and comes back into the field as soon as the reader does, as a paper card would."""

    def __init__(self, port, card_os):
        self.port = port
        self.os = card_os
        self.stopped = threading.Event()
        self.connected = threading.Event()
        self.lock = threading.Lock()
        self.raw = None
        self.thread = threading.Thread(target=self.stay, name="vicc-%d" % port, daemon=True)
        self.thread.start()
        if not self.connected.wait(5):
            self.remove()
            raise OSError("no vpcd reader listens on port %d" % port)

    def stay(self):
        while not self.stopped.is_set():
            try:
                raw = socket.create_connection(("127.0.0.1", self.port), timeout=1)
            except OSError:
                self.stopped.wait(0.05)
                continue
            raw.settimeout(None)
            raw.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            with self.lock:
                if self.stopped.is_set():
                    raw.close()
                    return
                self.raw = raw
            self.connected.set()
            # Reuse the library's run loop and wire protocol without its constructor, which builds
            # a file-system card and exits the process when the socket fails.
            icc = VirtualICC.__new__(VirtualICC)
            icc.os = self.os
            icc.sock = QuickAckSocket(raw)
            icc.host = "127.0.0.1"
            icc.port = self.port
            icc.server_sock = None
            icc.type = "ntag"
            try:
                icc.run()
            except (SystemExit, OSError, NameError):
                # The reader closed the connection (pcscd stopped) or the card was removed. NameError:
                # the library's receive loop trips over a connection reset by the peer.
                pass
            with self.lock:
                self.raw = None
            raw.close()

    def remove(self):
        # Closing while run() is blocked in recv() crashes the loop: shut down, join, then close.
        self.stopped.set()
        with self.lock:
            if self.raw is not None:
                try:
                    self.raw.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
        self.thread.join(timeout=5)


class Table:
    def __init__(self):
        self.cards = {}

    def handle(self, request):
        cmd = request.get("cmd")
        port = request.get("port")
        if cmd == "quit":
            return {}
        if not isinstance(port, int) or not 1 <= port <= 65535:
            raise ValueError("port must be a TCP port number")
        if cmd == "insert":
            return self.insert(port, request)
        if cmd == "collide":
            self.place(port, CollidingOS())
            return {}
        if cmd == "remove":
            card = self.cards.pop(port, None)
            if card is None:
                raise ValueError("no card on port %d" % port)
            card.remove()
            return memory_of(card)
        if cmd == "read":
            card = self.cards.get(port)
            if card is None:
                raise ValueError("no card on port %d" % port)
            return memory_of(card)
        raise ValueError("unknown command %r" % cmd)

    def insert(self, port, request):
        variant = request.get("type", "ntag215")
        if variant not in VARIANTS:
            raise ValueError("type must be one of %s" % ", ".join(sorted(VARIANTS)))
        uid = parse_uid(str(request.get("uid", "")))
        memory = blank_image(variant, uid)
        if request.get("memory") is not None:
            image = bytes.fromhex(request["memory"])
            if len(image) > len(memory):
                raise ValueError("memory image of %d bytes exceeds %s's %d" % (len(image), variant, len(memory)))
            memory[:len(image)] = image
            stamp_uid(memory, uid)
        self.place(port, NtagOS(uid, memory))
        return {}

    def place(self, port, card_os):
        if port in self.cards:
            raise ValueError("port %d already has a card" % port)
        self.cards[port] = PlacedCard(port, card_os)

    def clear(self):
        for card in self.cards.values():
            card.remove()
        self.cards.clear()


def memory_of(card):
    memory = getattr(card.os, "memory", None)
    return {"memory": bytes(memory).hex() if memory is not None else None}


def main():
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    table = Table()
    answer({"ready": True, "ok": True})
    try:
        for line in sys.stdin:
            if not line.strip():
                continue
            request_id = None
            try:
                request = json.loads(line)
                request_id = request.get("id")
                result = table.handle(request)
                answer({"id": request_id, "ok": True, **result})
                if request.get("cmd") == "quit":
                    break
            except (ValueError, OSError) as error:
                answer({"id": request_id, "ok": False, "error": str(error)})
    finally:
        table.clear()
        os.unlink(os.path.join(SHIM, "Crypto"))
        os.rmdir(SHIM)


def answer(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
