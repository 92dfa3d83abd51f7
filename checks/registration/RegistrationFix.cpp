//===--- RegistrationFix.cpp - clang-tidy ---------------------------------===//

#include "RegistrationFix.h"
#include "model/Markers.h"
#include "model/TypeGraph.h"
#include "support/SourceText.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/FixIt.h"

namespace clang::tidy::json {

namespace {

/// A registration line and the declaration it goes after.
struct Registration {
  std::string Line;         // "TIDYJSON_TYPE(Point, x, y)"
  std::string TemplateHead; // "template <class T>\n" for a class template
  const Decl *Outermost = nullptr;
};

/// The name of \p D as written from the namespace that encloses its
/// outermost class ("Outer::Inner", or "Inner").
std::string nameFromNamespace(const NamedDecl *D) {
  std::string Name = D->getNameAsString();
  for (const DeclContext *DC = D->getDeclContext(); DC && DC->isRecord();
       DC = DC->getParent())
    Name = cast<NamedDecl>(DC)->getNameAsString() + "::" + Name;
  return Name;
}

/// Why a registration at namespace scope cannot name \p D ("" if it can):
/// \p D, or a class it is nested in, is a private or protected member.
std::string accessWhyNot(const Decl *D) {
  for (; D && D->getDeclContext()->isRecord();
       D = cast<Decl>(D->getDeclContext())) {
    const AccessSpecifier Access = D->getAccess();
    if (Access != AS_private && Access != AS_protected)
      continue;
    const auto *Named = cast<NamedDecl>(D);
    const auto *Outer = cast<NamedDecl>(D->getDeclContext());
    return "'" + Named->getNameAsString() + "' is a " +
           (Access == AS_private ? "private" : "protected") + " member of '" +
           Outer->getNameAsString() +
           "': a registration at namespace scope cannot name it; make it "
           "public, or give the member that holds it a converter";
  }
  return "";
}

FixOutcome enumRegistration(const EnumDecl *ED, Registration &R) {
  if (!ED->isComplete() || !ED->getDefinition())
    return FixOutcome::none("the enumeration is only declared here");
  ED = ED->getDefinition();
  if (std::string Why = accessWhyNot(ED); !Why.empty())
    return FixOutcome::none(std::move(Why));
  if (ED->enumerators().empty())
    return FixOutcome::none("the enumeration has no enumerators to list");
  const auto Count = static_cast<unsigned>(
      std::distance(ED->enumerator_begin(), ED->enumerator_end()));
  if (Count > markers::MacroMaxItems)
    return FixOutcome::none(("the enumeration has " + Twine(Count) +
                             " enumerators, more than the " +
                             Twine(markers::MacroMaxItems) + " one " +
                             markers::MacroEnum + " lists")
                                .str());
  std::string List;
  for (const EnumConstantDecl *E : ED->enumerators())
    List += ", " + E->getNameAsString();
  // `typedef enum { ... } level_t;` is described by the typedef's name.
  const NamedDecl *Named = ED;
  if (!ED->getIdentifier()) {
    Named = ED->getTypedefNameForAnonDecl();
    if (!Named)
      return FixOutcome::none("the enumeration has no name");
  }
  R.Line =
      (markers::MacroEnum + "(" + nameFromNamespace(Named) + List + ")").str();
  R.Outermost = ED;
  return {};
}

/// Why member \p F cannot be listed in a TIDYJSON_TYPE line ("" if it can).
std::string memberWhyNot(const FieldDecl *F) {
  const std::string Name = "member '" + F->getNameAsString() + "'";
  if (F->getAccess() != AS_public)
    return Name + " is not public; describe the type from inside its body "
                  "with TIDYJSON_TYPE_INTRUSIVE(Type, members...)";
  if (F->getType()->isReferenceType())
    return Name + " is a reference, which JSON cannot hold";
  if (F->isBitField() || !F->getIdentifier() || F->isAnonymousStructOrUnion())
    return "a bit-field or anonymous member cannot be described";
  if (F->getType().isConstQualified())
    return Name + " is const and could not be read back";
  return {};
}

/// The class \p RD describes, or why it cannot be described by a line.
FixOutcome recordTarget(const CXXRecordDecl *RD, const CXXRecordDecl *&Def,
                        const ClassTemplateDecl *&Template) {
  Def = RD;
  Template = nullptr;
  if (const auto *CTSD = dyn_cast<ClassTemplateSpecializationDecl>(RD)) {
    if (isa<ClassTemplatePartialSpecializationDecl>(CTSD) ||
        CTSD->getSpecializationKind() == TSK_ExplicitSpecialization)
      return FixOutcome::none(
          "the type is an explicit specialization of a class template");
    Template = CTSD->getSpecializedTemplate();
    Def = Template->getTemplatedDecl();
  }
  if (!Def->hasDefinition())
    return FixOutcome::none("the type is only declared here");
  Def = Def->getDefinition();
  if (Def->isUnion())
    return FixOutcome::none("a union cannot be described");
  return {};
}

FixOutcome recordRegistration(const CXXRecordDecl *RD, Registration &R) {
  const CXXRecordDecl *Def = nullptr;
  const ClassTemplateDecl *Template = nullptr;
  if (FixOutcome Why = recordTarget(RD, Def, Template); !Why.WhyNot.empty())
    return Why;
  // `typedef struct { ... } Point;` is described by the typedef's name.
  const NamedDecl *Named = Def;
  if (!Def->getIdentifier()) {
    Named = Def->getTypedefNameForAnonDecl();
    if (!Named || Template)
      return FixOutcome::none("the type has no name");
  }
  if (Def->isLocalClass())
    return FixOutcome::none("a class defined inside a function cannot be "
                            "described; move it to namespace scope");
  if (std::string Why = accessWhyNot(
          Template ? static_cast<const Decl *>(Template->getTemplatedDecl())
                   : Def);
      !Why.empty())
    return FixOutcome::none(std::move(Why));
  if (Def->getNumBases() > 0 || Def->getNumVBases() > 0) {
    // The one instruction for a derived class, as the headline's: the
    // description to write by hand, with this class's names.
    const CXXBaseSpecifier &First = *Def->bases_begin();
    const CXXRecordDecl *BaseRD = First.getType()->getAsCXXRecordDecl();
    const std::string Base =
        BaseRD ? BaseRD->getNameAsString() : First.getType().getAsString();
    std::string Own;
    for (const FieldDecl *F : Def->fields())
      if (F->getIdentifier())
        Own += ", " + F->getNameAsString();
    return FixOutcome::none(
        ("the type has a base class: describe it by hand with " +
         markers::MacroDerivedType + "(" + Named->getNameAsString() + ", " +
         Base + Own + ") once '" + Base + "' is described")
            .str());
  }
  std::string List;
  unsigned Count = 0;
  for (const FieldDecl *F : Def->fields()) {
    if (std::string Why = memberWhyNot(F); !Why.empty())
      return FixOutcome::none(std::move(Why));
    List += ", " + F->getNameAsString();
    ++Count;
  }
  if (Count > markers::MacroMaxItems)
    return FixOutcome::none(
        ("the type has " + Twine(Count) + " members, more than the " +
         Twine(markers::MacroMaxItems) + " one " + markers::MacroType +
         " lists: describe a part of it as a member struct")
            .str());
  std::string Name = nameFromNamespace(Named);
  if (Template) {
    const TemplateParameterList *Params = Template->getTemplateParameters();
    if (Params->size() != 1 || Params->getParam(0)->isParameterPack() ||
        !isa<TemplateTypeParmDecl>(Params->getParam(0)))
      return FixOutcome::none("the class template's parameters do not fit in "
                              "the TIDYJSON_TYPE macro; describe it by hand");
    const StringRef ParamName = Params->getParam(0)->getName();
    R.TemplateHead = "template <class " + ParamName.str() + ">\n";
    Name += "<" + ParamName.str() + ">";
  }
  R.Line = R.TemplateHead + markers::MacroType.str() + "(" + Name + List + ")";
  R.Outermost = Template ? static_cast<const Decl *>(Template) : Def;
  return {};
}

/// Where the registration of \p R goes: after the outermost enclosing class,
/// at namespace scope, and after the braced extern "C"/"C++" block around
/// it (the registration declares templates). Sets \p Begin to the start of
/// what it follows.
FixOutcome placement(Registration &R, const SourceManager &SM,
                     const LangOptions &LO, SourceLocation &Begin,
                     SourceLocation &After) {
  while (const auto *Parent =
             dyn_cast<CXXRecordDecl>(R.Outermost->getDeclContext())) {
    const ClassTemplateDecl *CTD = Parent->getDescribedClassTemplate();
    R.Outermost = CTD ? static_cast<const Decl *>(CTD) : Parent;
    if (CTD)
      return FixOutcome::none("the type is nested in a class template");
  }
  const DeclContext *Scope = R.Outermost->getDeclContext();
  const LinkageSpecDecl *Linkage = nullptr;
  while (const auto *LSD = dyn_cast<LinkageSpecDecl>(Scope)) {
    if (LSD->hasBraces())
      Linkage = LSD;
    Scope = LSD->getDeclContext();
  }
  if (!Scope->isFileContext())
    return FixOutcome::none("the type is not declared at namespace scope");
  for (const DeclContext *DC = Scope; DC; DC = DC->getParent())
    if (const auto *LSD = dyn_cast<LinkageSpecDecl>(DC);
        LSD && LSD->getLanguage() == LinkageSpecLanguageIDs::C)
      return FixOutcome::none(
          "the type is in a namespace inside an extern \"C\" block, where the "
          "registration's templates cannot go; describe it after the block "
          "with its qualified name");
  Begin = Linkage ? Linkage->getBeginLoc() : R.Outermost->getBeginLoc();
  const SourceLocation End =
      Linkage ? Linkage->getRBraceLoc() : R.Outermost->getEndLoc();
  if (Begin.isMacroID() || End.isMacroID())
    return FixOutcome::none("the type is defined by a macro");
  if (SM.isInSystemHeader(Begin))
    return FixOutcome::none("the type is defined in a system header");
  After = Linkage ? Lexer::getLocForEndOfToken(End, 0, SM, LO)
                  : afterDeclarationEnd(End, SM, LO);
  if (After.isInvalid())
    return FixOutcome::none("the end of the definition could not be found");
  // `struct Point { ... }; // a comment`: the line goes after the comment.
  After = afterTrailingComments(After, SM, LO);
  return {};
}

enum class Include { Visible, Missing, After };

/// Whether the text of \p Target includes one of the headers that define the
/// description macros (the umbrella header or describe.hpp) by a directive
/// of its own, before \p Begin or only after it. A header with #pragma once
/// is entered by the first file that includes it, so the macro's include
/// chain can pass through another file although this one includes it too.
Include directInclude(const SourceManager &SM, FileID Target,
                      SourceLocation Begin) {
  bool Invalid = false;
  const StringRef Text = SM.getBufferData(Target, &Invalid);
  if (Invalid)
    return Include::Missing;
  const unsigned Limit = SM.getFileOffset(SM.getExpansionLoc(Begin));
  Include State = Include::Missing;
  for (const StringRef Header :
       {markers::UmbrellaHeader.drop_front().drop_back(),
        markers::DescribeHeader.drop_front().drop_back()}) {
    for (size_t At = Text.find(Header); At != StringRef::npos;
         At = Text.find(Header, At + 1)) {
      // The name must sit in an #include directive's <...> or "...".
      const size_t Line = Text.rfind('\n', At) + 1; // npos + 1 == 0
      StringRef Head = Text.slice(Line, At).trim();
      if (!Head.consume_front("#"))
        continue;
      Head = Head.ltrim();
      if (!Head.consume_front("include"))
        continue;
      Head = Head.trim();
      if (Head != "<" && Head != "\"")
        continue;
      if (At < Limit)
        return Include::Visible;
      State = Include::After;
    }
  }
  return State;
}

/// Whether the registration macros are visible at \p Begin: defined by a
/// header its file includes before it (or not at all, or only after it).
Include includeState(const SourceManager &SM, Preprocessor *PP,
                     SourceLocation Begin) {
  const IdentifierInfo *II =
      PP ? PP->getIdentifierInfo(markers::MacroType) : nullptr;
  const MacroInfo *MI = II ? PP->getMacroInfo(II) : nullptr;
  const FileID Target = SM.getFileID(Begin);
  if (!MI)
    return directInclude(SM, Target, Begin);
  FileID F = SM.getFileID(MI->getDefinitionLoc());
  for (int Guard = 0; Guard < 256 && F.isValid(); ++Guard) {
    if (F == Target)
      return Include::Visible;
    const SourceLocation Inc = SM.getIncludeLoc(F);
    if (Inc.isInvalid())
      return directInclude(SM, Target, Begin);
    if (SM.getFileID(Inc) == Target)
      return SM.isBeforeInTranslationUnit(Inc, Begin) ? Include::Visible
                                                      : Include::After;
    F = SM.getFileID(Inc);
  }
  return directInclude(SM, Target, Begin);
}

} // namespace

FixOutcome describeType(const CXXRecordDecl *RD, const EnumDecl *ED,
                        ASTContext &Ctx, Preprocessor *PP,
                        utils::IncludeInserter &Inserter) {
  if (!RD && !ED)
    return {};
  const SourceManager &SM = Ctx.getSourceManager();
  Registration R;
  FixOutcome Out = ED ? enumRegistration(ED, R) : recordRegistration(RD, R);
  SourceLocation Begin, After;
  if (Out.WhyNot.empty())
    Out = placement(R, SM, Ctx.getLangOpts(), Begin, After);
  if (!Out.WhyNot.empty())
    return Out;
  const StringRef Indent = Lexer::getIndentationForLine(Begin, SM);
  // Keep the template head on its own line, aligned.
  std::string Text = R.Line;
  if (!R.TemplateHead.empty())
    Text.replace(R.TemplateHead.size() - 1, 1, ("\n" + Indent).str());
  const Include State = includeState(SM, PP, Begin);
  // The file includes tidyjson after the type: the line would come before
  // the macro exists (and a second include would not help).
  if (State == Include::After)
    return FixOutcome::none(
        "the file includes <tidyjson/tidyjson.hpp> after the type's "
        "definition; include it before the type, then describe it");
  // `struct P { int x; }; struct Q { ... };`: the code after the
  // definition goes on to a line of its own, below the registration, in
  // place of the blanks before it.
  unsigned Blanks = 0;
  bool RestOfLine = false;
  if (const char *C = SM.getCharacterData(After); C) {
    while (C[Blanks] == ' ' || C[Blanks] == '\t')
      ++Blanks;
    RestOfLine = C[Blanks] != '\n' && C[Blanks] != '\r' && C[Blanks] != '\0';
  }
  const std::string Insert = ("\n" + Indent + Text).str();
  Out.Edits.push_back(
      RestOfLine
          ? FixItHint::CreateReplacement(
                CharSourceRange::getCharRange(
                    After, After.getLocWithOffset(static_cast<int>(Blanks))),
                Insert + "\n" + Indent.str())
          : FixItHint::CreateInsertion(After, Insert));
  if (State == Include::Missing)
    if (std::optional<FixItHint> Inc = Inserter.createIncludeInsertion(
            SM.getFileID(Begin), markers::UmbrellaHeader))
      Out.Edits.push_back(*Inc);
  return Out;
}

FixOutcome addRoots(const CXXRecordDecl *Context,
                    llvm::ArrayRef<QualType> Types, ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  CharSourceRange Invocation;
  llvm::SmallVector<CharSourceRange, 8> Args;
  if (!macroArguments(Context->getLocation(), SM, Ctx.getLangOpts(),
                      markers::MacroPrefix, Invocation, Args) ||
      Args.size() < 2 || SM.isInSystemHeader(Invocation.getBegin()))
    return {};
  // The context's line needs each root defined (and described) before it: a
  // type defined after it, or in a file that line does not see, is named
  // there in vain.
  for (const QualType T : Types) {
    const TagDecl *TD = T->getAsTagDecl();
    const TagDecl *Def = TD ? TD->getDefinition() : nullptr;
    if (Def && !SM.isBeforeInTranslationUnit(
                   SM.getExpansionLoc(Def->getEndLoc()), Invocation.getBegin()))
      return FixOutcome::none(
          "'" + qualifiedTypeName(T, Ctx) +
          "' is defined after the context's line, or in a file it does not "
          "see; add it to the roots by hand where the type is visible, or "
          "move the type above the context");
  }
  std::string Added; // ", A, B"
  for (const QualType T : Types)
    Added += ", " + qualifiedTypeName(T, Ctx);
  const CharSourceRange Roots = Args[1];
  const StringRef Text = tooling::fixit::internal::getText(Roots, Ctx);
  FixOutcome Out;
  if (Text.starts_with("(") && Text.ends_with(")"))
    Out.Edits.push_back(
        FixItHint::CreateInsertion(Roots.getEnd().getLocWithOffset(-1), Added));
  else if (!Text.empty())
    Out.Edits.push_back(
        FixItHint::CreateReplacement(Roots, ("(" + Text + Added + ")").str()));
  return Out;
}

std::string discriminatorFor(const CXXRecordDecl *Derived) {
  std::string Discriminator = Derived->getNameAsString();
  if (!Discriminator.empty())
    Discriminator[0] = static_cast<char>(
        tolower(static_cast<unsigned char>(Discriminator[0])));
  return Discriminator;
}

FixOutcome registerDerived(const Description &Base,
                           const CXXRecordDecl *Derived,
                           llvm::ArrayRef<const CXXRecordDecl *> Others,
                           ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  CharSourceRange Invocation;
  llvm::SmallVector<CharSourceRange, 8> Args;
  if (!macroArguments(Base.Function->getLocation(), SM, Ctx.getLangOpts(),
                      markers::MacroPrefix, Invocation, Args) ||
      SM.isInSystemHeader(Invocation.getBegin()))
    return {};
  // The line names the derived class: it must be defined before it, in
  // the same file or one that file includes.
  if (const CXXRecordDecl *Def = Derived->getDefinition();
      !Def || !SM.isBeforeInTranslationUnit(
                  SM.getExpansionLoc(Def->getEndLoc()), Invocation.getBegin()))
    return FixOutcome::none(
        "'" + Derived->getQualifiedNameAsString() +
        "' is defined after the registration line, or in a file it does not "
        "see; register it by hand where both classes are visible");
  const std::string Discriminator = discriminatorFor(Derived);
  // Two types with one discriminator would read back as the first of them.
  for (const DerivedEntry &E : Base.Derived)
    if (E.Name == Discriminator)
      return FixOutcome::none("\"" + Discriminator +
                              "\" already names another derived type; "
                              "register it by hand with a name of its own");
  const auto Registered = [&](const CXXRecordDecl *RD) {
    const QualType T = Ctx.getCanonicalType(Ctx.getRecordType(RD));
    return llvm::any_of(Base.Derived, [&](const DerivedEntry &E) {
      return Ctx.getCanonicalType(E.Type) == T;
    });
  };
  for (const CXXRecordDecl *Other : Others)
    if (Other->getCanonicalDecl() != Derived->getCanonicalDecl() &&
        !Registered(Other) && discriminatorFor(Other) == Discriminator)
      return FixOutcome::none("another derived type would be named \"" +
                              Discriminator +
                              "\" too; register both by hand with names of "
                              "their own");
  // The invocation ends at its ')': a token range points at it, a character
  // range just past it.
  const SourceLocation Close = Invocation.isTokenRange()
                                   ? Invocation.getEnd()
                                   : Invocation.getEnd().getLocWithOffset(-1);
  FixOutcome Out;
  Out.Edits.push_back(FixItHint::CreateInsertion(
      Close, ", (" + qualifiedTypeName(Ctx.getRecordType(Derived), Ctx) +
                 ", \"" + Discriminator + "\")"));
  return Out;
}

FixOutcome switchToBoth(const ContextInfo &Context, ASTContext &Ctx) {
  const Expr *W = Context.GenerationWritten;
  if (!W)
    return {};
  const SourceManager &SM = Ctx.getSourceManager();
  const SourceLocation Last = SM.getSpellingLoc(W->getEndLoc());
  const SourceLocation First = SM.getSpellingLoc(W->getBeginLoc());
  if (Last.isInvalid() || SM.isInSystemHeader(Last) ||
      SM.getFileID(First) != SM.getFileID(Last) ||
      tooling::fixit::getText(Last, Ctx) != markers::GenerationFastPath)
    return {};
  FixOutcome Out;
  Out.Edits.push_back(FixItHint::CreateReplacement(
      CharSourceRange::getTokenRange(Last, Last), markers::GenerationBoth));
  return Out;
}

} // namespace clang::tidy::json
