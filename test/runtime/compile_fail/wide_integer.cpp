// Compile-fail test: integers wider than 64 bits (__int128) are not
// supported; using one is one compile error that says so, with the path,
// rather than a wrong value or a type to describe. CompileFail.cmake builds
// this file as it is, where it must compile, and with
// -DTIDYJSON_COMPILE_FAIL, which makes a member __int128.
//
// EXPECT: integers_wider_than_64_bits_are_not_supported<__int128, tidyjson::detail::reached_from<ledger::Entry, tidyjson::detail::json_path<tidyjson::detail::fixed_string<9>{"$.amount"}>
// EXPECT: integers of 8 to 64 bits are supported
#include <tidyjson/tidyjson.hpp>

#include <cstdint>

namespace ledger {
struct Entry {
#ifdef TIDYJSON_COMPILE_FAIL
  __int128 amount = 0;
#else
  std::int64_t amount = 0;
#endif
};
TIDYJSON_TYPE(Entry, amount)
}  // namespace ledger

int main() { return tidyjson::serialize(ledger::Entry{}).empty() ? 1 : 0; }
