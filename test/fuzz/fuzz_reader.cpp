// Fuzz target: the pull reader fed the input split at a point chosen by the
// input produces exactly the tokens (and the error) of one unsplit read, and
// so does read_each, in batches or stopped by its callback, resumed with
// read() or read_each.
//
// Input: byte 0 picks the first buffer's size, byte 1 the later buffers'
// (its low 4 bits), how the split run takes the tokens (bits 5 and 6: read(),
// read_each in batches, read_each stopped at every token, or at every third)
// and the options (bit 7: comments and trailing commas allowed); the rest is
// the document.
#include <tidyjson/read/reader.hpp>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace {

struct outcome {
  std::vector<std::string> tokens;
  tidyjson::error_code error = tidyjson::error_code::none;
  std::size_t line = 0;
  std::size_t column = 0;
};

/// One token as text: its kind, depth, offset, escapes and text (a string's
/// unescaped value, anything else's raw text), and what a number reads as.
std::string describe(const tidyjson::token_view& t) {
  std::string s(1, static_cast<char>('A' + static_cast<int>(t.type())));
  s += std::to_string(t.depth());
  s += '@';
  s += std::to_string(t.offset());
  s += t.has_escapes() ? 'e' : ':';
  const bool str = t.type() == tidyjson::token::string || t.type() == tidyjson::token::property_name;
  s += str ? t.get_string() : t.raw();
  if (!str && !t.get_string().empty()) __builtin_trap();  // only strings and names have one
  if (std::int64_t i = 0; t.get(i)) s += " i" + std::to_string(i);
  if (double d = 0; t.get(d)) s += " d" + std::to_string(d);
  return s;
}

/// How the split run takes the tokens.
enum class mode { one, batch, stop_every, stop_third };

void fail_into(const tidyjson::reader& r, outcome& out) {
  out.error = r.error().code;
  out.line = r.error().line;
  out.column = r.error().column;
}

outcome whole(std::string_view doc, const tidyjson::reader_state& st) {
  outcome out;
  tidyjson::reader r(doc, true, st);
  while (r.read()) out.tokens.push_back(describe(r.current()));
  if (r.failed()) fail_into(r, out);
  return out;
}

/// The tokens of one buffer, taken the way `m` says.
void take(tidyjson::reader& r, mode m, outcome& out, unsigned& count) {
  if (m == mode::one) {
    while (r.read()) out.tokens.push_back(describe(r.current()));
    return;
  }
  const unsigned every = m == mode::stop_every ? 1 : m == mode::stop_third ? 3 : 0;
  for (bool by_read = false;;) {
    const bool stopped = r.read_each([&](const tidyjson::token_view& t) {
      out.tokens.push_back(describe(t));
      return every == 0 || ++count % every != 0;
    });
    if (!stopped) return;
    // The reader stands on the token the callback stopped at.
    if (describe(r.current()) != out.tokens.back()) __builtin_trap();
    // Resume with one read() every other stop, else with read_each at once.
    by_read = !by_read;
    if (by_read) {
      if (!r.read()) return;
      out.tokens.push_back(describe(r.current()));
    }
  }
}

outcome split(std::string_view doc, std::size_t first, std::size_t step, mode m,
              const tidyjson::reader_state& initial) {
  outcome out;
  std::string buf(doc.substr(0, first));
  std::size_t fed = buf.size();
  tidyjson::reader_state st = initial;
  unsigned count = 0;
  for (;;) {
    const bool final = fed == doc.size();
    tidyjson::reader r(buf, final, st);
    take(r, m, out, count);
    if (r.failed()) {
      fail_into(r, out);
      return out;
    }
    if (r.done()) return out;
    if (!r.needs_more() || final) __builtin_trap();  // a final block never needs more
    st = r.state();
    buf.erase(0, r.consumed());
    const std::size_t n = std::min(step, doc.size() - fed);
    buf.append(doc.substr(fed, n));
    fed += n;
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2) return 0;
  const std::string_view doc(reinterpret_cast<const char*>(data) + 2, size - 2);
  const std::size_t first = data[0] % (doc.size() + 1);
  const std::size_t step = 1 + data[1] % 16;
  const auto m = static_cast<mode>((data[1] >> 5) & 3);
  const tidyjson::options lenient{tidyjson::comments::skip, tidyjson::trailing_commas::allow};
  const tidyjson::reader_state st = (data[1] & 0x80) ? tidyjson::reader_state(lenient) : tidyjson::reader_state();
  const outcome a = whole(doc, st);
  const outcome b = split(doc, first, step, m, st);
  if (a.tokens != b.tokens || a.error != b.error || a.line != b.line || a.column != b.column) __builtin_trap();
  return 0;
}
