// tidyjson::writer's structured layer (what converters and hand-written code
// use) and the destinations of serialize_to: strings, streams, FILE* and file
// descriptors, including output far larger than one chunk.
#include "test_util.hpp"

#include <cmath>
#include <cstdio>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

using tidyjson::error_code;

namespace {

/// Runs `body` on a writer over a string with settings `s`; returns the text,
/// or "error: <message> at <path>".
template <class Body>
std::string write_with(const tidyjson::settings& s, Body&& body) {
  std::string out;
  tidyjson::detail::string_sink sink(out);
  tidyjson::writer w(sink, s);
  body(w);
  if (w.failed()) return "error: " + w.error().message + " at " + w.error().path;
  EXPECT_TRUE(w.finish());
  return out;
}

TEST(StructuredWriter, CommasAndNesting) {
  const auto s = tidyjson::detail::make_settings();
  const std::string text = write_with(s, [](tidyjson::writer& w) {
    w.begin_object();
    w.key("a");
    w.number(1);
    w.key("list");
    w.begin_array();
    w.boolean(true);
    w.null();
    w.string("x\"y");
    w.begin_object();
    w.end_object();
    w.end_array();
    w.key("n\xc3\xa9");
    w.number(tidyjson::decimal(150, 2));
    w.key("raw");
    w.raw_value("[1,2]");
    w.end_object();
  });
  EXPECT_EQ(text, "{\"a\":1,\"list\":[true,null,\"x\\\"y\",{}],\"n\xc3\xa9\":1.50,\"raw\":[1,2]}");
}

TEST(StructuredWriter, Pretty) {
  const auto s = tidyjson::detail::make_settings(tidyjson::indent{2});
  const std::string text = write_with(s, [](tidyjson::writer& w) {
    w.begin_object();
    w.key("a");
    w.begin_array();
    w.number(1);
    w.number(2.5);
    w.end_array();
    w.key("e");
    w.begin_array();
    w.end_array();
    w.end_object();
  });
  EXPECT_EQ(text, "{\n  \"a\": [\n    1,\n    2.5\n  ],\n  \"e\": []\n}");
}

TEST(StructuredWriter, NumbersFollowTheSettings) {
  const auto quoted = tidyjson::detail::make_settings(tidyjson::numbers::write_as_string |
                                                      tidyjson::numbers::allow_named_literals);
  EXPECT_EQ(write_with(quoted,
                       [](tidyjson::writer& w) {
                         w.begin_array();
                         w.number(std::numeric_limits<double>::quiet_NaN());
                         w.number(-std::numeric_limits<float>::infinity());
                         w.number(1.5);
                         w.number(-7);
                         w.end_array();
                       }),
            R"(["NaN","-Infinity","1.5","-7"])");
  const auto strict = tidyjson::detail::make_settings();
  EXPECT_EQ(write_with(strict, [](tidyjson::writer& w) { w.number(std::numeric_limits<double>::infinity()); }),
            "error: cannot write NaN or infinity as a JSON number (numbers::allow_named_literals writes them as "
            "strings) at $");
}

TEST(StructuredWriter, Failures) {
  const auto shallow = tidyjson::detail::make_settings(tidyjson::max_depth{2});
  EXPECT_EQ(write_with(shallow,
                       [](tidyjson::writer& w) {
                         w.begin_array();
                         w.begin_array();
                         w.begin_array();
                       }),
            "error: nesting deeper than the maximum depth of 2 (tidyjson::max_depth) at $");
  const auto s = tidyjson::detail::make_settings();
  EXPECT_EQ(write_with(s, [](tidyjson::writer& w) { w.string("\xc3"); }),
            "error: string is not valid UTF-8 (byte 0xc3) at $");
  EXPECT_EQ(write_with(s, [](tidyjson::writer& w) { w.key("\xff"); }),
            "error: string is not valid UTF-8 (byte 0xff) at $");
}

// ---------------------------------------------------------------------------
// Destinations

std::vector<std::string> big_value() {
  // About 1.5 MB, with strings longer than the writer's escape block and a
  // string longer than a 64 KiB chunk.
  std::vector<std::string> v;
  for (int i = 0; i < 200; ++i) v.push_back(std::string(5000, static_cast<char>('a' + i % 26)) + "\n\"\xc3\xa9");
  v.push_back(std::string(300000, 'z'));
  return v;
}

TEST(Destinations, StringBufferIsReplacedAndReused) {
  const auto v = big_value();
  const std::string expected = tidyjson::serialize(v);
  std::string buffer = "previous contents";
  tidyjson::serialize_to(buffer, v);
  EXPECT_EQ(buffer, expected);
  const char* data = buffer.data();
  tidyjson::serialize_to(buffer, v);
  EXPECT_EQ(buffer, expected);
  EXPECT_EQ(buffer.data(), data);  // the capacity was reused
  EXPECT_EQ(tidyjson::deserialize<std::vector<std::string>>(buffer), v);
}

TEST(Destinations, StringBufferShrinksAndGrowsAgainWithinItsCapacity) {
  // A string that held a large output is not zeroed whole for a small one:
  // the writer starts near the previous output's size and grows within the
  // capacity it keeps.
  const auto big = big_value();
  const std::vector<std::string> small{"a", "b\n"};
  const std::vector<std::string> middle(40, std::string(300, 'm'));
  std::string buffer;
  tidyjson::serialize_to(buffer, big);
  const char* data = buffer.data();
  const std::size_t capacity = buffer.capacity();
  tidyjson::serialize_to(buffer, small);
  EXPECT_EQ(buffer, R"(["a","b\n"])");
  tidyjson::serialize_to(buffer, middle);  // past 1.5 times the small one
  EXPECT_EQ(buffer, tidyjson::serialize(middle));
  tidyjson::serialize_to(buffer, small);
  EXPECT_EQ(buffer, R"(["a","b\n"])");
  tidyjson::serialize_to(buffer, big);
  EXPECT_EQ(buffer, tidyjson::serialize(big));
  EXPECT_EQ(buffer.data(), data);
  EXPECT_EQ(buffer.capacity(), capacity);
}

TEST(Destinations, Stream) {
  const auto v = big_value();
  std::ostringstream os;
  os << "prefix:";
  tidyjson::serialize_to(os, v);
  EXPECT_EQ(os.str(), "prefix:" + tidyjson::serialize(v));
  std::istringstream is(tidyjson::serialize(v));
  EXPECT_EQ(tidyjson::deserialize<std::vector<std::string>>(is), v);
}

TEST(Destinations, FileAndFileDescriptor) {
  const auto v = big_value();
  const std::string expected = tidyjson::serialize(v);
  std::FILE* f = std::tmpfile();
  ASSERT_NE(f, nullptr);
  tidyjson::serialize_to(f, v);
  std::rewind(f);
  std::string back(expected.size() + 10, '\0');
  back.resize(std::fread(back.data(), 1, back.size(), f));
  EXPECT_EQ(back, expected);
  std::fclose(f);

  int fds[2];
  ASSERT_EQ(::pipe(fds), 0);
  const std::string small = tidyjson::serialize(std::vector<int>{1, 2, 3});
  tidyjson::serialize_to(tidyjson::fd{fds[1]}, std::vector<int>{1, 2, 3});
  ::close(fds[1]);
  char buf[64];
  const auto n = ::read(fds[0], buf, sizeof buf);
  ::close(fds[0]);
  EXPECT_EQ(std::string(buf, static_cast<std::size_t>(n)), small);
}

TEST(Destinations, FailedWriteToAStreamIsAnError) {
  std::ostringstream os;
  os.setstate(std::ios::badbit);
  try {
    tidyjson::serialize_to(os, std::vector<int>{1});
    FAIL() << "no exception";
  } catch (const tidyjson::error& e) {
    EXPECT_EQ(e.code(), error_code::io_error);
  }
}

}  // namespace
