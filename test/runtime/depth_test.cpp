// Depth that cannot crash: typed reading and writing recurse, one C++ call
// chain per nesting level, so their max_depth is capped at
// max_depth::typed_limit, a depth at which every recursive path fits in a
// 1 MiB thread stack (bench/stack_depth.sh measures the stack per level;
// docs/security.md has the figures). These tests run each recursive path at
// that depth on a thread whose stack is 1 MiB, in the normal build and in
// the AddressSanitizer build (runtime.sanitizers), whose frames are larger.
// The iterative paths (document, pull reader, nlohmann interop) go a hundred
// thousand levels deep on the same stack.
#include <tidyjson/interop/nlohmann.hpp>
#include <tidyjson/tidyjson.hpp>

#include "depth_types.hpp"

#include <gtest/gtest.h>
#include <pthread.h>

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

namespace depth {

struct Nothing {};  // every member is unknown: skipped, validated
TIDYJSON_TYPE(Nothing)

}  // namespace depth

namespace {

using tidyjson::error_code;
constexpr int limit = tidyjson::max_depth::typed_limit;

const tidyjson::options& at_limit() {
  static const tidyjson::options o{tidyjson::max_depth{limit}};
  return o;
}
const tidyjson::options& above_limit() {
  static const tidyjson::options o{tidyjson::max_depth{limit + 1}};
  return o;
}

/// Runs `fn` on a new thread whose stack is `bytes` long.
void on_stack_of(std::size_t bytes, const std::function<void()>& fn) {
  pthread_attr_t attr;
  ASSERT_EQ(pthread_attr_init(&attr), 0);
  ASSERT_EQ(pthread_attr_setstacksize(&attr, bytes), 0);
  pthread_t thread;
  auto run = [](void* p) -> void* {
    (*static_cast<const std::function<void()>*>(p))();
    return nullptr;
  };
  ASSERT_EQ(pthread_create(&thread, &attr, run, const_cast<std::function<void()>*>(&fn)), 0);
  pthread_join(thread, nullptr);
  pthread_attr_destroy(&attr);
}
constexpr std::size_t mebibyte = std::size_t{1} << 20;

std::string arrays(int levels) { return std::string(levels, '[') + std::string(levels, ']'); }
std::string trees(int levels) {  // even
  std::string s;
  for (int i = 0; i < levels / 2; ++i) s += R"({"id":1,"kids":[)";
  for (int i = 0; i < levels / 2; ++i) s += "]}";
  return s;
}
std::string links(int levels) {
  std::string s;
  for (int i = 0; i < levels; ++i) s += R"({"value":1,"next":)";
  return s + "null" + std::string(levels, '}');
}
std::string wides(int levels) {  // each object's arrays are one level deeper
  std::string s;
  for (int i = 0; i < levels - 1; ++i) {
    s += R"({"a":1,"b":2.5,"c":"x","d":null,"e":[1],"f":{"k":1},"g":1.50,"h":"00000000-0000-0000-0000-000000000000",)"
         R"("i":"2024-01-01T00:00:00Z","j":true,"k":7,"l":"y","m":["z"],"n":null,"next":)";
  }
  return s + "null" + std::string(levels - 1, '}');
}
std::string skipped(int levels) { return R"({"unknown":)" + arrays(levels - 1) + "}"; }

/// Reads `text` as T at the limit, writes it back, and expects the same
/// text; then one level more must be depth_exceeded. On a 1 MiB stack.
template <class T>
void round_trip_at_the_limit(const std::string& text, const std::string& deeper) {
  std::optional<tidyjson::result<T>> read;
  std::optional<tidyjson::result<std::string>> written;
  std::optional<tidyjson::result<T>> too_deep;
  on_stack_of(mebibyte, [&] {
    read.emplace(tidyjson::try_deserialize<T>(text, at_limit()));
    if (*read) written.emplace(tidyjson::try_serialize(**read, at_limit()));
    too_deep.emplace(tidyjson::try_deserialize<T>(deeper, at_limit()));
    read.reset();  // the deep value is destroyed on the small stack too
  });
  ASSERT_TRUE(written.has_value()) << "the read failed";
  ASSERT_TRUE(*written) << written->error().describe();
  EXPECT_EQ(**written, text);
  ASSERT_FALSE(*too_deep);
  EXPECT_EQ(too_deep->error().code, error_code::depth_exceeded);
}

TEST(Depth, EveryTypedPathAtTheLimitFitsInOneMebibyteOfStack) {
  round_trip_at_the_limit<depth::Any>(arrays(limit), arrays(limit + 1));
  round_trip_at_the_limit<depth::Tree>(trees(limit), trees(limit + 2));
  round_trip_at_the_limit<depth::Link>(links(limit), links(limit + 1));
  round_trip_at_the_limit<depth::Wide>(wides(limit), wides(limit + 1));
}

TEST(Depth, SkippingAtTheLimitFitsInOneMebibyteOfStack) {
  std::optional<tidyjson::result<depth::Nothing>> read;
  std::optional<tidyjson::result<depth::Nothing>> too_deep;
  on_stack_of(mebibyte, [&] {
    read.emplace(tidyjson::try_deserialize<depth::Nothing>(skipped(limit), at_limit()));
    too_deep.emplace(tidyjson::try_deserialize<depth::Nothing>(skipped(limit + 1), at_limit()));
  });
  EXPECT_TRUE(*read) << read->error().describe();
  ASSERT_FALSE(*too_deep);
  EXPECT_EQ(too_deep->error().code, error_code::depth_exceeded);
}

TEST(Depth, StreamsAtTheLimitFitInOneMebibyteOfStack) {
  // The top-level array is level 1: its elements may nest limit - 1 levels.
  const std::string element = arrays(limit - 1);
  std::size_t count = 0;
  std::string written;
  std::optional<tidyjson::error_info> failure;
  on_stack_of(mebibyte, [&] {
    std::istringstream in("[" + element + "," + element + "]");
    auto range = tidyjson::deserialize_stream<depth::Any>(in, at_limit());
    std::vector<depth::Any> all;
    try {
      for (depth::Any& a : range) all.push_back(std::move(a));
      std::ostringstream out;
      tidyjson::serialize_stream(out, all, at_limit());
      written = out.str();
    } catch (const tidyjson::error& e) {
      failure = e.info();
    }
    count = all.size();
  });
  ASSERT_FALSE(failure) << failure->describe();
  EXPECT_EQ(count, 2u);
  EXPECT_EQ(written, "[" + element + "," + element + "]");
}

TEST(Depth, IterativePathsGoFarDeeperOnTheSameStack) {
  constexpr int deep = 100000;
  static const tidyjson::options unbounded{tidyjson::max_depth{deep}};
  const std::string text = arrays(deep);
  bool same = false;
  std::size_t tokens = 0;
  on_stack_of(mebibyte, [&] {
    const auto doc = tidyjson::document::parse(text, unbounded);
    const nlohmann::json j = tidyjson::to_nlohmann(doc);
    const auto back = tidyjson::from_nlohmann(j, unbounded);
    same = back.to_json() == text && doc.to_json() == text;
    tidyjson::reader_state state(unbounded);
    tidyjson::reader r(text, true, state);
    while (r.read()) ++tokens;
  });
  EXPECT_TRUE(same);
  EXPECT_EQ(tokens, 2u * deep);
}

TEST(Depth, FromNlohmannStopsAtTheLimitWithThePath) {
  // [{"a":[{"a":[...]}]}]: arrays at the odd levels, objects at the even.
  nlohmann::json j = nlohmann::json::array();
  nlohmann::json* at = &j;
  for (int i = 0; i < 70; ++i) {
    at->push_back(nlohmann::json::object());
    at = &(at->back()["a"] = nlohmann::json::array());
  }
  try {
    (void)tidyjson::from_nlohmann(j);
    FAIL() << "141 levels were accepted with max_depth 64";
  } catch (const tidyjson::error& e) {
    EXPECT_EQ(e.code(), error_code::depth_exceeded);
    std::string path = "$";  // level 65, the array that is member "a" at level 64
    for (int i = 0; i < 32; ++i) path += "[0].a";
    EXPECT_EQ(e.path(), path);
  }
}

TEST(Depth, ALimitAboveTheTypedLimitIsRefusedByEveryRecursivePath) {
  // Whatever the input: the setting itself is refused, before reading.
  const auto r = tidyjson::try_deserialize<depth::Link>(links(1), above_limit());
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().code, error_code::depth_limit_too_high);
  EXPECT_EQ(r.error().message,
            "max_depth{" + std::to_string(limit + 1) + "} is above " + std::to_string(limit) +
                ", the deepest that typed reading and writing support (they recurse, and deeper nesting could "
                "exhaust a thread's stack); document::parse and the pull reader take any depth");
  const auto w = tidyjson::try_serialize(depth::Link{}, above_limit());
  ASSERT_FALSE(w);
  EXPECT_EQ(w.error().code, error_code::depth_limit_too_high);
  try {
    std::istringstream in("[[]]");
    for (const depth::Any& a : tidyjson::deserialize_stream<depth::Any>(in, above_limit())) (void)a;
    FAIL() << "deserialize_stream took the limit";
  } catch (const tidyjson::error& e) {
    EXPECT_EQ(e.code(), error_code::depth_limit_too_high);
  }
  try {
    std::ostringstream out;
    tidyjson::serialize_stream(out, std::vector<int>{1}, above_limit());
    FAIL() << "serialize_stream took the limit";
  } catch (const tidyjson::error& e) {
    EXPECT_EQ(e.code(), error_code::depth_limit_too_high);
  }
  // The same options serve the iterative readers.
  EXPECT_EQ(tidyjson::document::parse(arrays(limit + 1), above_limit()).node_count(),
            static_cast<std::size_t>(limit + 1));
  EXPECT_EQ(tidyjson::to_string(error_code::depth_limit_too_high), "depth limit too high");
}

}  // namespace
