//===--- SourceText.h - clang-tidy ------------------------------*- C++ -*-===//
//
// Reading the source as written, for fix-its: tokens through clang's raw
// lexer, never character rules of our own.
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_SUPPORT_SOURCETEXT_H
#define TIDYJSON_CHECKS_SUPPORT_SOURCETEXT_H

#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/Token.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

namespace clang {
class Decl;
class LangOptions;
class SourceManager;
namespace tidy::json {

/// Where a note about \p D goes: its location, or, for a declaration a macro
/// expands to (TIDYJSON_CONTEXT, TIDYJSON_TYPE, TIDYJSON_POLYMORPHIC), the
/// place in a file it comes from, which is what clang-tidy prints too. clangd
/// drops a note whose location is not in a file.
SourceLocation noteLocation(const Decl *D);

/// Calls \p Visit for each token of the file range \p Range (raw tokens:
/// identifiers are tok::raw_identifier; comments are skipped) until it
/// returns false. False when \p Range is not a range of one file.
bool forEachToken(CharSourceRange Range, const SourceManager &SM,
                  const LangOptions &LO,
                  llvm::function_ref<bool(const Token &)> Visit);

/// The arguments of the invocation of a macro whose name starts with
/// \p Prefix that produced \p Loc, as file ranges (an empty argument is an
/// empty range where it would be), and the range of the whole invocation.
/// False when \p Loc is not from such an invocation written in a file.
bool macroArguments(SourceLocation Loc, const SourceManager &SM,
                    const LangOptions &LO, llvm::StringRef Prefix,
                    CharSourceRange &Invocation,
                    llvm::SmallVectorImpl<CharSourceRange> &Args);

/// The location right after the ';' that ends the declaration whose last
/// token before it is at \p From (the closing brace of a definition);
/// invalid when a brace or the end of the file comes first.
SourceLocation afterDeclarationEnd(SourceLocation From, const SourceManager &SM,
                                   const LangOptions &LO);

/// \p Loc moved past the comments that follow it on its line (and past
/// the lines a block comment starting there spans), so that text inserted
/// there on a new line does not take them from the code they annotate.
SourceLocation afterTrailingComments(SourceLocation Loc,
                                     const SourceManager &SM,
                                     const LangOptions &LO);

/// The line break used in the file at \p Loc ("\r\n" or "\n").
llvm::StringRef lineBreakAt(SourceLocation Loc, const SourceManager &SM);

} // namespace tidy::json
} // namespace clang

#endif // TIDYJSON_CHECKS_SUPPORT_SOURCETEXT_H
