// tidyjson::uuid: canonical lower-case output, case-insensitive reading of the
// canonical form only, and the errors for anything else.
#include "test_util.hpp"

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <vector>

using tidyjson::error_code;
using tidyjson::uuid;
using tidyjson_test::read_code;
using tidyjson_test::read_failure;
using tidyjson_test::round_trip;

namespace ids {
struct Entity {
  uuid id;
  std::optional<uuid> parent;
  std::vector<uuid> children;
  friend bool operator==(const Entity&, const Entity&) = default;
};
TIDYJSON_TYPE(Entity, id, parent, children)
}  // namespace ids

namespace {

constexpr std::array<std::uint8_t, 16> kBytes = {0x4a, 0x1c, 0x0b, 0x2e, 0x9f, 0x3d, 0x4e, 0x7a,
                                                 0x8c, 0x21, 0x0d, 0x5e, 0x6f, 0x7a, 0x8b, 0x90};

TEST(Uuid, CanonicalLowerCaseOutput) {
  const uuid u(kBytes);
  EXPECT_EQ(tidyjson::serialize(u), R"("4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90")");
  EXPECT_EQ(u.to_string(), "4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90");
  EXPECT_EQ(tidyjson::serialize(uuid{}), R"("00000000-0000-0000-0000-000000000000")");
  EXPECT_TRUE(uuid{}.is_nil());
  EXPECT_FALSE(u.is_nil());
  static const tidyjson::options ascii{tidyjson::escaping::ascii_only, tidyjson::indent{2}};
  EXPECT_EQ(tidyjson::serialize(u, ascii), R"("4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90")");
}

TEST(Uuid, ReadInEitherCase) {
  const uuid u(kBytes);
  EXPECT_EQ(tidyjson::deserialize<uuid>(R"("4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90")"), u);
  EXPECT_EQ(tidyjson::deserialize<uuid>(R"("4A1C0B2E-9F3D-4E7A-8C21-0D5E6F7A8B90")"), u);
  EXPECT_EQ(tidyjson::deserialize<uuid>(R"("4a1C0b2E-9f3D-4e7A-8c21-0D5e6F7a8B90")"), u);
  EXPECT_EQ(uuid::parse("ffffffff-ffff-ffff-ffff-ffffffffffff")->bytes(), (std::array<std::uint8_t, 16>{
                                                                              0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
                                                                              0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}));
}

TEST(Uuid, AnythingButTheCanonicalFormIsAnError) {
  for (const char* bad : {"", "4a1c0b2e9f3d4e7a8c210d5e6f7a8b90", "{4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90}",
                          "urn:uuid:4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90", "4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b9",
                          "4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b900", "4a1c0b2e-9f3d-4e7a-8c210-d5e6f7a8b90",
                          "4a1c0b2e_9f3d_4e7a_8c21_0d5e6f7a8b90", "4a1c0b2g-9f3d-4e7a-8c21-0d5e6f7a8b90",
                          " 4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b9", "4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b9 ",
                          "-4a1c0b2e9f3d-4e7a-8c21-0d5e6f7a8b90"}) {
    const std::string text = std::string("\"") + bad + "\"";
    const auto f = read_failure<uuid>(text);
    EXPECT_EQ(f.code, error_code::invalid_value) << bad;
    EXPECT_EQ(f.message, text + " is not a UUID string");
    EXPECT_EQ(f.column, 1u);
    EXPECT_FALSE(uuid::parse(bad).has_value()) << bad;
  }
  EXPECT_EQ(read_code<uuid>("42"), error_code::type_mismatch);
  EXPECT_EQ(read_failure<uuid>("42").message, "expected a UUID string, got a number");
  EXPECT_EQ(read_code<uuid>("null"), error_code::type_mismatch);
}

TEST(Uuid, EscapedTextIsDecodedFirst) {
  EXPECT_EQ(tidyjson::deserialize<uuid>(R"("4a1c0b2e\u002d9f3d-4e7a-8c21-0d5e6f7a8b90")"), uuid(kBytes));
}

TEST(Uuid, RandomRoundTrips) {
  std::mt19937 rng(23);
  for (int i = 0; i < 1000; ++i) {
    std::array<std::uint8_t, 16> b{};
    for (auto& x : b) x = static_cast<std::uint8_t>(rng());
    const uuid u(b);
    ASSERT_EQ(round_trip(u), u);
    ASSERT_EQ(uuid::parse(u.to_string()), u);
  }
}

TEST(Uuid, InStructsAndMaps) {
  const ids::Entity e{uuid(kBytes), std::nullopt, {uuid{}, uuid(kBytes)}};
  EXPECT_EQ(tidyjson::serialize(e),
            R"({"id":"4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90","parent":null,"children":["00000000-0000-0000-0000-000000000000",)"
            R"("4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90"]})");
  EXPECT_EQ(round_trip(e), e);
  const auto f = read_failure<ids::Entity>(R"({"children":["4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90","x"]})");
  EXPECT_EQ(f.code, error_code::invalid_value);
  EXPECT_EQ(f.path, "$.children[1]");
  EXPECT_EQ(f.column, 53u);
  const std::map<uuid, std::string> m{{uuid(kBytes), "a"}, {uuid{}, "nil"}};
  EXPECT_EQ(round_trip(m), m);
}

TEST(Uuid, Ordering) {
  EXPECT_LT(uuid{}, uuid(kBytes));
  EXPECT_EQ(uuid(kBytes), uuid(kBytes));
  EXPECT_NE(uuid(kBytes), uuid{});
}

}  // namespace
