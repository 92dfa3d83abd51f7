// RUN: %check_json_tidy --no-compile %s json-missing-registration %t

// A description macro lists at most 64 members or enumerators (the
// preprocessor counts them). A type with 64 gets its description; one with
// 65 gets a note instead, since the line the fix would write does not
// compile. The 65-item types stay undescribed, so the file does not compile
// after --fix (the user must describe them by hand).

#include <tidyjson/tidyjson.hpp>

#include <string>

struct Wide64 {
  int a0 = 0;
  int a1 = 0;
  int a2 = 0;
  int a3 = 0;
  int a4 = 0;
  int a5 = 0;
  int a6 = 0;
  int a7 = 0;
  int a8 = 0;
  int a9 = 0;
  int a10 = 0;
  int a11 = 0;
  int a12 = 0;
  int a13 = 0;
  int a14 = 0;
  int a15 = 0;
  int a16 = 0;
  int a17 = 0;
  int a18 = 0;
  int a19 = 0;
  int a20 = 0;
  int a21 = 0;
  int a22 = 0;
  int a23 = 0;
  int a24 = 0;
  int a25 = 0;
  int a26 = 0;
  int a27 = 0;
  int a28 = 0;
  int a29 = 0;
  int a30 = 0;
  int a31 = 0;
  int a32 = 0;
  int a33 = 0;
  int a34 = 0;
  int a35 = 0;
  int a36 = 0;
  int a37 = 0;
  int a38 = 0;
  int a39 = 0;
  int a40 = 0;
  int a41 = 0;
  int a42 = 0;
  int a43 = 0;
  int a44 = 0;
  int a45 = 0;
  int a46 = 0;
  int a47 = 0;
  int a48 = 0;
  int a49 = 0;
  int a50 = 0;
  int a51 = 0;
  int a52 = 0;
  int a53 = 0;
  int a54 = 0;
  int a55 = 0;
  int a56 = 0;
  int a57 = 0;
  int a58 = 0;
  int a59 = 0;
  int a60 = 0;
  int a61 = 0;
  int a62 = 0;
  int a63 = 0;
};
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(Wide64, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21, a22, a23, a24, a25, a26, a27, a28, a29, a30, a31, a32, a33, a34, a35, a36, a37, a38, a39, a40, a41, a42, a43, a44, a45, a46, a47, a48, a49, a50, a51, a52, a53, a54, a55, a56, a57, a58, a59, a60, a61, a62, a63){{$}}

struct Wide65 {
  int b0 = 0;
  int b1 = 0;
  int b2 = 0;
  int b3 = 0;
  int b4 = 0;
  int b5 = 0;
  int b6 = 0;
  int b7 = 0;
  int b8 = 0;
  int b9 = 0;
  int b10 = 0;
  int b11 = 0;
  int b12 = 0;
  int b13 = 0;
  int b14 = 0;
  int b15 = 0;
  int b16 = 0;
  int b17 = 0;
  int b18 = 0;
  int b19 = 0;
  int b20 = 0;
  int b21 = 0;
  int b22 = 0;
  int b23 = 0;
  int b24 = 0;
  int b25 = 0;
  int b26 = 0;
  int b27 = 0;
  int b28 = 0;
  int b29 = 0;
  int b30 = 0;
  int b31 = 0;
  int b32 = 0;
  int b33 = 0;
  int b34 = 0;
  int b35 = 0;
  int b36 = 0;
  int b37 = 0;
  int b38 = 0;
  int b39 = 0;
  int b40 = 0;
  int b41 = 0;
  int b42 = 0;
  int b43 = 0;
  int b44 = 0;
  int b45 = 0;
  int b46 = 0;
  int b47 = 0;
  int b48 = 0;
  int b49 = 0;
  int b50 = 0;
  int b51 = 0;
  int b52 = 0;
  int b53 = 0;
  int b54 = 0;
  int b55 = 0;
  int b56 = 0;
  int b57 = 0;
  int b58 = 0;
  int b59 = 0;
  int b60 = 0;
  int b61 = 0;
  int b62 = 0;
  int b63 = 0;
  int b64 = 0;
};
// CHECK-FIXES-NOT: TIDYJSON_TYPE(Wide65

enum class Code64 { c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58, c59, c60, c61, c62, c63 };
// CHECK-FIXES: {{^}}TIDYJSON_ENUM(Code64, c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58, c59, c60, c61, c62, c63){{$}}

enum class Code65 { d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12, d13, d14, d15, d16, d17, d18, d19, d20, d21, d22, d23, d24, d25, d26, d27, d28, d29, d30, d31, d32, d33, d34, d35, d36, d37, d38, d39, d40, d41, d42, d43, d44, d45, d46, d47, d48, d49, d50, d51, d52, d53, d54, d55, d56, d57, d58, d59, d60, d61, d62, d63, d64 };
// CHECK-FIXES-NOT: TIDYJSON_ENUM(Code65

std::string at_the_limit(const Wide64& w, Code64 c) {
  return tidyjson::serialize(w) + tidyjson::serialize(c);
  // CHECK-NOTES: :[[@LINE-1]]:10: warning: type 'Wide64' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
  // CHECK-NOTES: :13:8: note: 'Wide64' is defined here
  // CHECK-NOTES: :[[@LINE-3]]:35: warning: type 'Code64' is not described, so this call cannot write it; add TIDYJSON_ENUM(...) after its definition [json-missing-registration]
  // CHECK-NOTES: :150:12: note: 'Code64' is defined here
}

std::string over_the_limit(const Wide65& w, Code65 c) {
  return tidyjson::serialize(w) + tidyjson::serialize(c);
  // CHECK-NOTES: :[[@LINE-1]]:10: warning: type 'Wide65' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
  // CHECK-NOTES: :81:8: note: 'Wide65' is defined here
  // CHECK-NOTES: :81:8: note: no automatic fix: the type has 65 members, more than the 64 one TIDYJSON_TYPE lists: describe a part of it as a member struct
  // CHECK-NOTES: :[[@LINE-4]]:35: warning: type 'Code65' is not described, so this call cannot write it; add TIDYJSON_ENUM(...) after its definition [json-missing-registration]
  // CHECK-NOTES: :153:12: note: 'Code65' is defined here
  // CHECK-NOTES: :153:12: note: no automatic fix: the enumeration has 65 enumerators, more than the 64 one TIDYJSON_ENUM lists
}
