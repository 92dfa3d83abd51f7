// tidyjson/types/uuid.hpp: a 128-bit UUID, written as "4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90".
#pragma once

#include <array>
#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

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
    // Where each byte's two digits start; no branch per digit: a non-hex
    // digit sets bit 4 of `bad` through the table.
    constexpr std::uint8_t at[16] = {0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34};
    uuid u;
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
