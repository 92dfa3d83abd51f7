// Fuzz target: the pull reader fed the input split at a point chosen by the
// input produces exactly the tokens (and the error) of one unsplit read.
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

void record(const tidyjson::reader& r, outcome& out) {
  std::string t(1, static_cast<char>('A' + static_cast<int>(r.type())));
  t += std::to_string(r.depth());
  t += ':';
  const bool str = r.type() == tidyjson::token::string || r.type() == tidyjson::token::property_name;
  t += str ? r.get_string() : r.raw();
  out.tokens.push_back(std::move(t));
}

outcome whole(std::string_view doc, const tidyjson::reader_state& st) {
  outcome out;
  tidyjson::reader r(doc, true, st);
  while (r.read()) record(r, out);
  if (r.failed()) {
    out.error = r.error().code;
    out.line = r.error().line;
    out.column = r.error().column;
  }
  return out;
}

outcome split(std::string_view doc, std::size_t first, std::size_t step, const tidyjson::reader_state& initial) {
  outcome out;
  std::string buf(doc.substr(0, first));
  std::size_t fed = buf.size();
  tidyjson::reader_state st = initial;
  for (;;) {
    const bool final = fed == doc.size();
    tidyjson::reader r(buf, final, st);
    while (r.read()) record(r, out);
    if (r.failed()) {
      out.error = r.error().code;
      out.line = r.error().line;
      out.column = r.error().column;
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
  const tidyjson::options lenient{tidyjson::comments::skip, tidyjson::trailing_commas::allow};
  const tidyjson::reader_state st = (data[1] & 0x80) ? tidyjson::reader_state(lenient) : tidyjson::reader_state();
  const outcome a = whole(doc, st);
  const outcome b = split(doc, first, step, st);
  if (a.tokens != b.tokens || a.error != b.error || a.line != b.line || a.column != b.column) __builtin_trap();
  return 0;
}
