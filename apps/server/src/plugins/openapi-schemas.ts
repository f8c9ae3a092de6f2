// The names the OpenAPI document gives to shared shapes. Each contract schema registered here is
// written once under components.schemas and referenced with $ref wherever a route (or another
// named schema) uses that same schema object. A request body appears as `<Name>Input` (what a
// client sends), an answer as `<Name>` (what it receives): fastify-type-provider-zod's convention.
// Path and query parameters stay inline: @fastify/swagger turns them into `parameters`.
import { aiPromptRequestSchema } from '@menudex/contract/ai';
import {
  addListSchema,
  assignBusinessSchema,
  businessListResponseSchema,
  businessLookupResponseSchema,
  businessResponseSchema,
  createBusinessSchema,
  favoriteRequestSchema,
  favoriteResponseSchema,
  messageResponseSchema,
} from '@menudex/contract/businesses';
import {
  businessSchema,
  businessSummarySchema,
  errorSchema,
  itemBusinessRefSchema,
  itemSchema,
  locationSchema,
  menuListSchema,
  popularitySchema,
  profileSchema,
  tagSchema,
  userSchema,
} from '@menudex/contract/entities';
import {
  burstRatingsRequestSchema,
  discountLogSchema,
  feedbackBurstSchema,
  feedbackRequestSchema,
  feedbackResponseSchema,
  feedbackSummarySchema,
  redeemRequestSchema,
  redeemResponseSchema,
} from '@menudex/contract/feedback';
import { insightEventSchema, insightsResponseSchema } from '@menudex/contract/insights';
import { itemResponseSchema, voteRequestSchema, voteResponseSchema } from '@menudex/contract/items';
import { healthSchema, runtimeConfigSchema } from '@menudex/contract/runtime-config';
import {
  authResponseSchema,
  facebookLoginRequestSchema,
  googleLoginRequestSchema,
  loginRequestSchema,
  signupRequestSchema,
} from '@menudex/contract/user';
import { z } from 'zod';

/** Our own registry, so nothing else that uses zod's global one changes. */
export const openApiRegistry = z.registry<{ id: string }>();

/** Component name → the contract schema it names. */
export const NAMED_SCHEMAS: Record<string, z.ZodType> = {
  // Records
  Business: businessSchema,
  BusinessSummary: businessSummarySchema,
  Item: itemSchema,
  ItemBusiness: itemBusinessRefSchema,
  MenuList: menuListSchema,
  Location: locationSchema,
  Tag: tagSchema,
  Popularity: popularitySchema,
  User: userSchema,
  Profile: profileSchema,
  Error: errorSchema,
  Message: messageResponseSchema,
  // Answers
  AuthResponse: authResponseSchema,
  BusinessResponse: businessResponseSchema,
  BusinessLookupResponse: businessLookupResponseSchema,
  BusinessList: businessListResponseSchema,
  ItemResponse: itemResponseSchema,
  FavoriteResponse: favoriteResponseSchema,
  VoteResponse: voteResponseSchema,
  FeedbackResponse: feedbackResponseSchema,
  FeedbackSummary: feedbackSummarySchema,
  RedeemResponse: redeemResponseSchema,
  DiscountLog: discountLogSchema,
  FeedbackBurst: feedbackBurstSchema,
  Insights: insightsResponseSchema,
  Health: healthSchema,
  RuntimeConfig: runtimeConfigSchema,
  // Request bodies
  SignupRequest: signupRequestSchema,
  LoginRequest: loginRequestSchema,
  GoogleLoginRequest: googleLoginRequestSchema,
  FacebookLoginRequest: facebookLoginRequestSchema,
  CreateBusinessRequest: createBusinessSchema,
  AssignBusinessRequest: assignBusinessSchema,
  AddListRequest: addListSchema,
  FavoriteRequest: favoriteRequestSchema,
  VoteRequest: voteRequestSchema,
  FeedbackRequest: feedbackRequestSchema,
  RedeemRequest: redeemRequestSchema,
  BurstRatingsRequest: burstRatingsRequestSchema,
  AiPromptRequest: aiPromptRequestSchema,
  InsightEvent: insightEventSchema,
};

for (const [id, schema] of Object.entries(NAMED_SCHEMAS)) openApiRegistry.add(schema, { id });
