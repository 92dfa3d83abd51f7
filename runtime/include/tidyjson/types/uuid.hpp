// tidyjson/types/uuid.hpp: a 128-bit UUID, written as "4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90".
#pragma once

#include <array>
#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tidyjson {

/// A UUID (RFC 9562) as 16 bytes. Written in the canonical lower-case
/// 8-4-4-4-12 form; read in that form with either case.
class uuid {
 public:
  constexpr uuid() noexcept = default;
  constexpr explicit uuid(const std::array<std::uint8_t, 16>& bytes) noexcept : bytes_(bytes) {}

  /// Parses the canonical 36-character form; nullopt for anything else.
  static constexpr std::optional<uuid> parse(std::string_view text) noexcept {
    if (text.size() != 36) return std::nullopt;
    uuid u;
    std::size_t byte = 0;
    for (std::size_t i = 0; i < 36;) {
      if (i == 8 || i == 13 || i == 18 || i == 23) {
        if (text[i] != '-') return std::nullopt;
        ++i;
        continue;
      }
      const int hi = hex_value(text[i]);
      const int lo = hex_value(text[i + 1]);
      if (hi < 0 || lo < 0) return std::nullopt;
      u.bytes_[byte++] = static_cast<std::uint8_t>(hi * 16 + lo);
      i += 2;
    }
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
  static constexpr int hex_value(char c) noexcept {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  }

  std::array<std::uint8_t, 16> bytes_{};
};

}  // namespace tidyjson
