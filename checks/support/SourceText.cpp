//===--- SourceText.cpp - clang-tidy --------------------------------------===//

#include "SourceText.h"
#include "clang-tidy/utils/LexerUtils.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

namespace clang::tidy::json {

SourceLocation noteLocation(const Decl *D) {
  const SourceLocation Loc = D->getLocation();
  return Loc.isMacroID() ? D->getASTContext().getSourceManager().getFileLoc(Loc)
                         : Loc;
}

bool forEachToken(CharSourceRange Range, const SourceManager &SM,
                  const LangOptions &LO,
                  llvm::function_ref<bool(const Token &)> Visit) {
  if (Range.isInvalid() || Range.getBegin().isMacroID() ||
      Range.getEnd().isMacroID())
    return false;
  if (Range.isTokenRange())
    Range = CharSourceRange::getCharRange(
        Range.getBegin(),
        Lexer::getLocForEndOfToken(Range.getEnd(), 0, SM, LO));
  const auto [File, Begin] = SM.getDecomposedLoc(Range.getBegin());
  const auto [EndFile, End] = SM.getDecomposedLoc(Range.getEnd());
  bool Invalid = false;
  const StringRef Buffer = SM.getBufferData(File, &Invalid);
  if (Invalid || File != EndFile || End < Begin || End > Buffer.size())
    return false;
  Lexer Lex(SM.getLocForStartOfFile(File), LO, Buffer.begin(),
            Buffer.begin() + Begin, Buffer.end());
  Token Tok;
  for (bool AtEnd = false; !AtEnd;) {
    AtEnd = Lex.LexFromRawLexer(Tok);
    if (Tok.is(tok::eof) || SM.getFileOffset(Tok.getLocation()) >= End ||
        !Visit(Tok))
      break;
  }
  return true;
}

bool macroArguments(SourceLocation Loc, const SourceManager &SM,
                    const LangOptions &LO, StringRef Prefix,
                    CharSourceRange &Invocation,
                    llvm::SmallVectorImpl<CharSourceRange> &Args) {
  if (Loc.isInvalid() || !Loc.isMacroID())
    return false;
  Invocation = SM.getExpansionRange(Loc);
  if (Invocation.isInvalid() || Invocation.getBegin().isMacroID())
    return false;
  // The macro's name, then its parenthesized arguments, split at the commas
  // that are not nested in brackets.
  bool Named = false, Closed = false;
  int Depth = 0;
  SourceLocation ArgBegin, ArgEnd; // first token, end of last token
  SourceLocation Separator;        // where an empty argument would be
  auto Push = [&] {
    if (ArgBegin.isValid())
      Args.push_back(CharSourceRange::getCharRange(ArgBegin, ArgEnd));
    else
      Args.push_back(CharSourceRange::getCharRange(Separator, Separator));
    ArgBegin = ArgEnd = SourceLocation();
  };
  forEachToken(Invocation, SM, LO, [&](const Token &Tok) {
    if (!Named) {
      Named = Tok.is(tok::raw_identifier) &&
              Tok.getRawIdentifier().starts_with(Prefix);
      return Named;
    }
    if (Tok.isOneOf(tok::l_paren, tok::l_square, tok::l_brace) &&
        Depth++ == 0) {
      Separator = Tok.getEndLoc();
      return true;
    }
    if (Depth == 0)
      return false; // no argument list
    if (Tok.isOneOf(tok::r_paren, tok::r_square, tok::r_brace) &&
        --Depth == 0) {
      Separator = Tok.getLocation();
      Push();
      Closed = true;
      return false;
    }
    if (Tok.is(tok::comma) && Depth == 1) {
      Separator = Tok.getLocation();
      Push();
      Separator = Tok.getEndLoc();
      return true;
    }
    if (ArgBegin.isInvalid())
      ArgBegin = Tok.getLocation();
    ArgEnd = Tok.getEndLoc();
    return true;
  });
  return Closed;
}

SourceLocation afterDeclarationEnd(SourceLocation From, const SourceManager &SM,
                                   const LangOptions &LO) {
  const SourceLocation Found = utils::lexer::findNextAnyTokenKind(
      From, SM, LO, tok::semi, tok::l_brace, tok::r_brace);
  Token Tok;
  if (Found.isInvalid() ||
      Lexer::getRawToken(Found, Tok, SM, LO, /*IgnoreWhiteSpace=*/true) ||
      Tok.isNot(tok::semi))
    return {};
  return Tok.getEndLoc();
}

SourceLocation afterTrailingComments(SourceLocation Loc,
                                     const SourceManager &SM,
                                     const LangOptions &LO) {
  if (Loc.isInvalid() || Loc.isMacroID())
    return Loc;
  const auto [File, Offset] = SM.getDecomposedLoc(Loc);
  bool Invalid = false;
  const StringRef Buffer = SM.getBufferData(File, &Invalid);
  if (Invalid || Offset > Buffer.size())
    return Loc;
  Lexer Lex(SM.getLocForStartOfFile(File), LO, Buffer.begin(),
            Buffer.begin() + Offset, Buffer.end());
  Lex.SetCommentRetentionState(true);
  unsigned Line = SM.getSpellingLineNumber(Loc);
  Token Tok;
  for (int Guard = 0; Guard < 64; ++Guard) {
    if (Lex.LexFromRawLexer(Tok) && Tok.isNot(tok::comment))
      break; // the end of the file
    if (Tok.isNot(tok::comment) ||
        SM.getSpellingLineNumber(Tok.getLocation()) != Line)
      break;
    Loc = Tok.getEndLoc();
    Line = SM.getSpellingLineNumber(Loc);
  }
  return Loc;
}

StringRef lineBreakAt(SourceLocation Loc, const SourceManager &SM) {
  bool Invalid = false;
  const auto [File, Offset] = SM.getDecomposedLoc(Loc);
  const StringRef Buffer = SM.getBufferData(File, &Invalid);
  if (Invalid)
    return "\n";
  const size_t NL = Buffer.find('\n', Offset);
  if (NL != StringRef::npos && NL > 0 && Buffer[NL - 1] == '\r')
    return "\r\n";
  return "\n";
}

} // namespace clang::tidy::json
