"""A small Language Server Protocol client over stdio, for json-clangd's tests.

It speaks JSON-RPC 2.0 with Content-Length framing, keeps every notification
the server sends, and answers the requests clangd makes of a client
(workspace/configuration, window/workDoneProgress/create, ...) with null, as
an editor that offers none of them would.
"""

import json
import os
import queue
import subprocess
import threading
import time


class LspError(Exception):
    pass


def file_uri(path):
    return "file://" + os.path.abspath(path)


class Client:
    def __init__(self, argv, stderr_path, cwd=None, env=None):
        self._stderr = open(stderr_path, "w", encoding="utf-8")
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=self._stderr, cwd=cwd, env=env)
        self._next_id = 1
        self._responses = {}
        self._notes = queue.Queue()
        self._cond = threading.Condition()
        self._reader = threading.Thread(target=self._read_loop, daemon=True)
        self._reader.start()
        self.diagnostics = {}  # uri -> (version, [diagnostic]) of the last publish

    # --- framing -------------------------------------------------------------
    def _read_loop(self):
        out = self.proc.stdout
        while True:
            header = b""
            while not header.endswith(b"\r\n\r\n"):
                byte = out.read(1)
                if not byte:
                    with self._cond:
                        self._cond.notify_all()
                    return
                header += byte
            length = None
            for line in header.decode("ascii").split("\r\n"):
                if line.lower().startswith("content-length:"):
                    length = int(line.split(":", 1)[1])
            body = json.loads(out.read(length))
            if "id" in body and "method" in body:
                # A request from the server: an editor without the feature.
                self._send({"jsonrpc": "2.0", "id": body["id"], "result": None})
            elif "id" in body:
                with self._cond:
                    self._responses[body["id"]] = body
                    self._cond.notify_all()
            else:
                if body.get("method") == "textDocument/publishDiagnostics":
                    p = body["params"]
                    with self._cond:
                        self.diagnostics[p["uri"]] = (p.get("version"), p["diagnostics"],
                                                      time.monotonic())
                        self._cond.notify_all()
                self._notes.put(body)

    def _send(self, message):
        data = json.dumps(message).encode("utf-8")
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(data) + data)
        self.proc.stdin.flush()

    # --- requests ------------------------------------------------------------
    def request(self, method, params, timeout=120):
        rid = self._next_id
        self._next_id += 1
        self._send({"jsonrpc": "2.0", "id": rid, "method": method, "params": params})
        deadline = time.monotonic() + timeout
        with self._cond:
            while rid not in self._responses:
                left = deadline - time.monotonic()
                if left <= 0 or self.proc.poll() is not None:
                    raise LspError("no answer to %s (server %s)" % (
                        method, "exited" if self.proc.poll() is not None else "silent"))
                self._cond.wait(left)
            reply = self._responses.pop(rid)
        if "error" in reply:
            raise LspError("%s: %s" % (method, reply["error"]))
        return reply.get("result")

    def notify(self, method, params):
        self._send({"jsonrpc": "2.0", "method": method, "params": params})

    def initialize(self, root):
        result = self.request("initialize", {
            "processId": os.getpid(),
            "rootUri": file_uri(root),
            "capabilities": {
                "textDocument": {
                    "publishDiagnostics": {"relatedInformation": True, "versionSupport": True},
                    "codeAction": {"codeActionLiteralSupport": {
                        "codeActionKind": {"valueSet": ["quickfix", "refactor"]}}},
                    "completion": {"completionItem": {"snippetSupport": False}},
                    "hover": {"contentFormat": ["plaintext"]},
                },
                "workspace": {"applyEdit": True, "workspaceEdit": {"documentChanges": True}},
            },
        })
        self.notify("initialized", {})
        return result

    def open(self, path, text=None, version=1):
        if text is None:
            with open(path, encoding="utf-8") as f:
                text = f.read()
        self.notify("textDocument/didOpen", {"textDocument": {
            "uri": file_uri(path), "languageId": "cpp", "version": version, "text": text}})
        return text

    def change(self, path, text, version):
        self.notify("textDocument/didChange", {
            "textDocument": {"uri": file_uri(path), "version": version},
            "contentChanges": [{"text": text}]})

    def close(self, path):
        self.notify("textDocument/didClose", {"textDocument": {"uri": file_uri(path)}})
        with self._cond:
            self.diagnostics.pop(file_uri(path), None)

    def wait_diagnostics(self, path, version, timeout=120):
        """The diagnostics clangd publishes for \\p version of the file."""
        uri = file_uri(path)
        deadline = time.monotonic() + timeout
        with self._cond:
            while True:
                got = self.diagnostics.get(uri)
                if got is not None and got[0] == version:
                    return got[1]
                left = deadline - time.monotonic()
                if left <= 0 or self.proc.poll() is not None:
                    raise LspError("no diagnostics for %s version %s" % (path, version))
                self._cond.wait(left)

    def shutdown(self):
        try:
            self.request("shutdown", None, timeout=30)
            self.notify("exit", None)
            self.proc.wait(timeout=30)
        except (LspError, subprocess.TimeoutExpired, BrokenPipeError):
            self.proc.kill()
            self.proc.wait()
        self._stderr.close()
        return self.proc.returncode


def tidy_position(lines, pos):
    """An LSP position as clang-tidy counts it: (line, column), 1-based, the
    column in bytes of UTF-8."""
    text = lines[pos["line"]] if pos["line"] < len(lines) else ""
    return pos["line"] + 1, len(text[:pos["character"]].encode("utf-8")) + 1


def without_fix_note(message):
    """A diagnostic's first line, without the " (fix available)" clangd adds."""
    first = message.split("\n")[0]
    return first[:-len(" (fix available)")] if first.endswith(" (fix available)") else first


def apply_edits(text, edits):
    """Applies LSP TextEdits (UTF-16 positions) to \\p text."""
    lines = text.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))

    def offset(pos):
        line = pos["line"]
        if line >= len(lines):
            return len(text)
        # UTF-16 code units to characters.
        units, chars = 0, 0
        src = lines[line]
        while chars < len(src) and units < pos["character"]:
            units += 2 if ord(src[chars]) > 0xFFFF else 1
            chars += 1
        return starts[line] + chars

    # Back to front; of two edits at one place, the later one first, so that
    # the result keeps the array's order (as the protocol asks).
    spans = sorted(((offset(e["range"]["start"]), offset(e["range"]["end"]), i, e["newText"])
                    for i, e in enumerate(edits)), reverse=True)
    for begin, end, _, new in spans:
        text = text[:begin] + new + text[end:]
    return text
