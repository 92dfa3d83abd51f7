// tidyjson/types/uuid.hpp: a 128-bit UUID, written as "4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90".
#pragma once

#include <array>
#include <bit>
#include <compare>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#include "tidyjson/core/utf8.hpp"

namespace tidyjson {

namespace detail {
/// A hex digit's value, or 0x10 for any other byte.
inline constexpr std::array<std::uint8_t, 256> hex_digits = [] {
  std::array<std::uint8_t, 256> t{};
  for (std::size_t c = 0; c < 256; ++c) {
    t[c] = c >= '0' && c <= '9'   ? static_cast<std::uint8_t>(c - '0')
           : c >= 'a' && c <= 'f' ? static_cast<std::uint8_t>(c - 'a' + 10)
           : c >= 'A' && c <= 'F' ? static_cast<std::uint8_t>(c - 'A' + 10)
                                  : std::uint8_t{0x10};
  }
  return t;
}();

/// Eight hex digits, as eight bytes of a little-endian word (the first digit
/// in the low byte), into the four bytes they spell, at out. False, with out
/// unspecified, when any byte is not a hex digit. Eight digits at a time with
/// no branch and no table: per byte, a digit is 0x30-0x39, a letter 0x41-0x46
/// once bit 5 is set (which folds 'A'-'F' onto 'a'-'f').
inline bool hex8_to_bytes(std::uint64_t x, std::uint8_t* out) noexcept {
  constexpr std::uint64_t ones = ones8;
  constexpr std::uint64_t high = highs8;
  // With every byte below 0x80 none of these sums carries into the next
  // byte; a byte at or above 0x80 fails the last test whatever they give.
  // (x + (0x80 - lo)) has bit 7 set when x >= lo, ~(x + (0x7F - hi)) when x <= hi.
  const std::uint64_t digit = (x + ones * (0x80 - '0')) & ~(x + ones * (0x7F - '9'));
  const std::uint64_t folded = x | (ones * 0x20);
  const std::uint64_t letter = (folded + ones * (0x80 - 'a')) & ~(folded + ones * (0x7F - 'f'));
  const bool ok = (((digit | letter) & high) == high) & ((x & high) == 0);
  // A digit's value is its low nibble, plus 9 for a letter (bit 6 set).
  const std::uint64_t v = (x & (ones * 0x0F)) + ((x >> 6) & ones) * 9;
  // Two digits per 16-bit lane -> one byte per lane -> four bytes in a row.
  const std::uint64_t lanes = 0x00FF00FF00FF00FFULL;
  std::uint64_t t = ((v & lanes) << 4) | ((v >> 8) & lanes);
  t = (t | (t >> 8)) & 0x0000FFFF0000FFFFULL;
  t = (t | (t >> 16)) & 0xFFFFFFFFULL;
  const auto word = static_cast<std::uint32_t>(t);
  std::memcpy(out, &word, 4);
  return ok;
}

/// The eight lower-case hex digits of the four bytes at b, first digit in the
/// low byte of the result (little-endian), with no branch and no table: each
/// byte's nibbles are spread to a lane of their own, then turned into '0'-'9'
/// or 'a'-'f'.
inline std::uint64_t hex8_from_bytes(const std::uint8_t* b) noexcept {
  std::uint32_t v = 0;
  std::memcpy(&v, b, 4);
  std::uint64_t x = v;
  x = (x | (x << 16)) & 0x0000FFFF0000FFFFULL;  // bytes 0, 1 | 2, 3 in 32-bit halves
  x = (x | (x << 8)) & 0x00FF00FF00FF00FFULL;   // byte i in lane 2i
  x = ((x >> 4) & 0x000F000F000F000FULL) | ((x & 0x000F000F000F000FULL) << 8);  // high nibble first
  const std::uint64_t letters = ((x + ones8 * 6) >> 4) & ones8;  // 1 in each lane above 9
  return x + ones8 * '0' + letters * ('a' - '0' - 10);
}
}  // namespace detail

/// A UUID (RFC 9562) as 16 bytes. Written in the canonical lower-case
/// 8-4-4-4-12 form; read in that form with either case.
class uuid {
 public:
  constexpr uuid() noexcept = default;
  constexpr explicit uuid(const std::array<std::uint8_t, 16>& bytes) noexcept : bytes_(bytes) {}

  /// Parses the canonical 36-character form; nullopt for anything else.
  static constexpr std::optional<uuid> parse(std::string_view text) noexcept {
    if (text.size() != 36 || text[8] != '-' || text[13] != '-' || text[18] != '-' || text[23] != '-') {
      return std::nullopt;
    }
    uuid u;
    if constexpr (std::endian::native == std::endian::little) {
      if (!std::is_constant_evaluated()) {
        // Four words of eight digits: 0-7, 9-12 with 14-17, 19-22 with 24-27, 28-35.
        const char* p = text.data();
        const auto halves = [p](std::size_t a, std::size_t b) noexcept {
          std::uint32_t lo = 0, hi = 0;
          std::memcpy(&lo, p + a, 4);
          std::memcpy(&hi, p + b, 4);
          return lo | (std::uint64_t{hi} << 32);
        };
        std::uint8_t* out = u.bytes_.data();
        // Each word is checked, all four before one branch.
        const unsigned ok = unsigned{detail::hex8_to_bytes(detail::load8(p), out)} &
                            unsigned{detail::hex8_to_bytes(halves(9, 14), out + 4)} &
                            unsigned{detail::hex8_to_bytes(halves(19, 24), out + 8)} &
                            unsigned{detail::hex8_to_bytes(detail::load8(p + 28), out + 12)};
        if (ok == 0) return std::nullopt;
        return u;
      }
    }
    // Where each byte's two digits start; no branch per digit: a non-hex
    // digit sets bit 4 of `bad` through the table.
    constexpr std::uint8_t at[16] = {0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34};
    unsigned bad = 0;
    for (std::size_t b = 0; b < 16; ++b) {
      const unsigned hi = detail::hex_digits[static_cast<unsigned char>(text[at[b]])];
      const unsigned lo = detail::hex_digits[static_cast<unsigned char>(text[at[b] + 1])];
      bad |= hi | lo;
      u.bytes_[b] = static_cast<std::uint8_t>((hi << 4) | lo);
    }
    if ((bad & 0x10) != 0) return std::nullopt;
    return u;
  }

  /// Writes the 36 characters of the canonical form to `out`.
  constexpr void format_to(char* out) const noexcept {
    if constexpr (std::endian::native == std::endian::little) {
      if (!std::is_constant_evaluated()) {
        // Four bytes at a time into eight digits, stored as words: the
        // second and third words are split around their dashes.
        const std::uint64_t w0 = detail::hex8_from_bytes(bytes_.data());
        const std::uint64_t w1 = detail::hex8_from_bytes(bytes_.data() + 4);
        const std::uint64_t w2 = detail::hex8_from_bytes(bytes_.data() + 8);
        const std::uint64_t w3 = detail::hex8_from_bytes(bytes_.data() + 12);
        const auto lo = [](std::uint64_t w) noexcept { return static_cast<std::uint32_t>(w); };
        const auto hi = [](std::uint64_t w) noexcept { return static_cast<std::uint32_t>(w >> 32); };
        const std::uint32_t lo1 = lo(w1), hi1 = hi(w1), lo2 = lo(w2), hi2 = hi(w2);
        std::memcpy(out, &w0, 8);
        out[8] = '-';
        std::memcpy(out + 9, &lo1, 4);
        out[13] = '-';
        std::memcpy(out + 14, &hi1, 4);
        out[18] = '-';
        std::memcpy(out + 19, &lo2, 4);
        out[23] = '-';
        std::memcpy(out + 24, &hi2, 4);
        std::memcpy(out + 28, &w3, 8);
        return;
      }
    }
    constexpr char digits[] = "0123456789abcdef";
    std::size_t o = 0;
    for (std::size_t b = 0; b < 16; ++b) {
      if (b == 4 || b == 6 || b == 8 || b == 10) out[o++] = '-';
      out[o++] = digits[bytes_[b] >> 4];
      out[o++] = digits[bytes_[b] & 0xF];
    }
  }

  [[nodiscard]] std::string to_string() const {
    std::string s(36, '\0');
    format_to(s.data());
    return s;
  }

  [[nodiscard]] constexpr const std::array<std::uint8_t, 16>& bytes() const noexcept { return bytes_; }
  [[nodiscard]] constexpr bool is_nil() const noexcept {
    for (auto b : bytes_) {
      if (b != 0) return false;
    }
    return true;
  }

  friend constexpr bool operator==(const uuid&, const uuid&) noexcept = default;
  friend constexpr auto operator<=>(const uuid&, const uuid&) noexcept = default;

 private:
  std::array<std::uint8_t, 16> bytes_{};
};

}  // namespace tidyjson
