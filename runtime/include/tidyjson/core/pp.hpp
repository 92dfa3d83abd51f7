// tidyjson/core/pp.hpp: the preprocessor machinery behind the description macros.
//
// TIDYJSON_PP_FOR_EACH(M, data, a, b, c) expands to M(data, a), M(data, b), M(data, c)
// for up to 64 items. TIDYJSON_PP_IS_PAREN(x) is 1 when x is a parenthesized
// group, 0 otherwise. The numbered FE_n macros are regular; extend them by
// continuing the pattern.
#pragma once

#define TIDYJSON_PP_CAT(a, b) TIDYJSON_PP_CAT_I(a, b)
#define TIDYJSON_PP_CAT_I(a, b) a##b
#define TIDYJSON_PP_UNPAREN(...) __VA_ARGS__
#define TIDYJSON_PP_STRINGIZE(x) TIDYJSON_PP_STRINGIZE_I(x)
#define TIDYJSON_PP_STRINGIZE_I(x) #x

#define TIDYJSON_PP_IS_PAREN(x) TIDYJSON_PP_IS_PAREN_CHECK(TIDYJSON_PP_IS_PAREN_PROBE x)
#define TIDYJSON_PP_IS_PAREN_CHECK(...) TIDYJSON_PP_IS_PAREN_SECOND(__VA_ARGS__, 0, ~)
#define TIDYJSON_PP_IS_PAREN_SECOND(a, b, ...) b
#define TIDYJSON_PP_IS_PAREN_PROBE(...) ~, 1

// The first element of a parenthesized group: (a, b, c) -> a.
#define TIDYJSON_PP_HEAD(...) TIDYJSON_PP_HEAD_I(__VA_ARGS__, ~)
#define TIDYJSON_PP_HEAD_I(a, ...) a

#define TIDYJSON_PP_NARG(...) TIDYJSON_PP_NARG_I(__VA_ARGS__, 64, 63, 62, 61, 60, 59, 58, 57, 56, 55, 54, 53, 52, 51, 50, 49, 48, 47, 46, 45, 44, 43, 42, 41, 40, 39, 38, 37, 36, 35, 34, 33, 32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
#define TIDYJSON_PP_NARG_I(_1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12, _13, _14, _15, _16, _17, _18, _19, _20, _21, _22, _23, _24, _25, _26, _27, _28, _29, _30, _31, _32, _33, _34, _35, _36, _37, _38, _39, _40, _41, _42, _43, _44, _45, _46, _47, _48, _49, _50, _51, _52, _53, _54, _55, _56, _57, _58, _59, _60, _61, _62, _63, _64, n, ...) n

#define TIDYJSON_PP_FOR_EACH(m, d, ...) \
  TIDYJSON_PP_CAT(TIDYJSON_PP_FE_, TIDYJSON_PP_NARG(__VA_ARGS__))(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_1(m, d, x) m(d, x)
#define TIDYJSON_PP_FE_2(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_1(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_3(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_2(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_4(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_3(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_5(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_4(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_6(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_5(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_7(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_6(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_8(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_7(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_9(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_8(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_10(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_9(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_11(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_10(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_12(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_11(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_13(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_12(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_14(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_13(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_15(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_14(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_16(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_15(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_17(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_16(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_18(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_17(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_19(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_18(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_20(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_19(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_21(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_20(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_22(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_21(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_23(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_22(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_24(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_23(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_25(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_24(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_26(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_25(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_27(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_26(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_28(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_27(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_29(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_28(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_30(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_29(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_31(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_30(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_32(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_31(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_33(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_32(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_34(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_33(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_35(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_34(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_36(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_35(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_37(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_36(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_38(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_37(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_39(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_38(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_40(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_39(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_41(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_40(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_42(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_41(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_43(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_42(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_44(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_43(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_45(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_44(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_46(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_45(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_47(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_46(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_48(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_47(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_49(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_48(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_50(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_49(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_51(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_50(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_52(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_51(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_53(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_52(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_54(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_53(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_55(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_54(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_56(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_55(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_57(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_56(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_58(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_57(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_59(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_58(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_60(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_59(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_61(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_60(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_62(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_61(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_63(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_62(m, d, __VA_ARGS__)
#define TIDYJSON_PP_FE_64(m, d, x, ...) m(d, x), TIDYJSON_PP_FE_63(m, d, __VA_ARGS__)
